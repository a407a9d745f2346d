"""Rule cases for the misses of tuning55.tsv (an actors' club evening: monologues, quotations,
mock acts for a laugh before the real one) that general rules fix, at the 12- and 25-seat
tables: one rule of speech each, in phrasings no corpus has, with the near-misses that must stay
what they are. Its five false nominations blind («все твердят: выставляю девятого…», «…, ах,
его уже выставили, тогда снимаю свое слово», «…, а хотя нет, пусть восьмой еще поговорит»,
«ты правда думаешь, что я выставлю тебя») are the first four rules'; no label was changed."""

from __future__ import annotations

import pytest

from pihost.listen.grammar import phase_grammar
from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

REPORTED = [
    # reported_speech (tuning55): «твердить», «талдычить» (to say over and over) are verbs of
    # speech: another's act after them is quoted; the speaker's own «твержу» (first person)
    # still says his act
    ("третий весь вечер твердит выставляю шестого", "none"),
    ("они все талдычат выставляем десятого а я молчу", "none"),
    ("пятый мне твердил выставляю тебя", "none"),
    ("я вам твержу выставляю шестого", "nominate 6"),
    ("твержу в последний раз выставляю шестого", "nominate 6"),
]

RETRACTED = [
    # correction (tuning55): his word withdrawn («снимаю свое слово», «забираю свое слово»,
    # «беру свое слово назад») takes the act back, as «снимаю»; with an act after it the new
    # one stands
    ("выставляю шестого нет снимаю свое слово", "none"),
    ("выставляю шестого ладно забираю свое слово", "none"),
    ("выставляю шестого беру свое слово назад", "none"),
    ("выставляю шестого снимаю свое слово и выставляю десятого", "nominate 10"),
    ("шестой дал слово и снимаю свое слово выставляю его", "nominate 6"),
    # «ах», «ох» before a remark on the seat read as «а»: a retraction closing it takes the
    # act back; with no retraction the seat stands; with another seat after it, two seats
    ("выставляю шестого ох его же выставили тогда отменяю", "none"),
    ("выставляю шестого ах его уже выставили значит снимаю", "none"),
    ("выставляю шестого ах его уже выставили", "nominate 6"),
    ("выставляю шестого ах да и десятого", "none:attempt"),
    # «дайте подумать» (let me think) after a correction takes the act back, with or without
    # its seat; not alone before the act
    ("выставляю шестого ой нет дайте подумать", "none"),
    ("я выставляю нет погодите дай подумать", "none"),
    ("дайте подумать выставляю шестого", "nominate 6"),
    # after a correction, «пусть» with the seat said (or «он», or none), «еще / пока / сначала»
    # and a verb letting him speak or live: the act taken back; another seat let speak is no
    # let-off, nor «пусть» with no correction before it
    ("выставляю шестого ой нет пусть шестой пока поговорит", "none"),
    ("выставляю шестого хотя нет пусть он сначала выскажется", "none"),
    ("выставляю шестого нет пусть еще поживет", "none"),
    ("выставляю шестого нет пусть десятый поговорит", "none:attempt"),
    ("выставляю шестого пусть шестой поговорит", "nominate 6"),
]

ASKED = [
    # questions (tuning55): the act right after a second person's belief («ты думаешь / вы
    # считаете / веришь / полагаешь», with «что», or «ты», «правда», «серьезно» before it) is
    # asked of him, not done; not after «пока», «когда», «раз» (a clause of its own), nor a
    # bare «думаешь» thrown in, nor the speaker's own «я думаю что…» (a hedge)
    ("шестой ты и правда веришь что я выставлю тебя", "none"),
    ("вы серьезно считаете что десятого я выставляю", "none"),
    ("ты думаешь я выставлю шестого", "none"),
    ("пока вы думаете что я шучу выставляю шестого", "nominate 6"),
    ("раз ты считаешь что он мирный выставляю шестого", "nominate 6"),
    ("думаете выставляю шестого", "nominate 6"),
    ("я думаю что выставлю шестого", "none"),
]

DENIED_SELF = [
    # negation_scope (tuning55): «не себя, а N», «не его, а N»: the pronoun denied, the seat
    # after «а» named, as «не X, а Y»; two seats after it still two, «себя, а не N» his own
    ("я выставляю не себя а десятого", "nominate 10"),
    ("третий молчал выставляю не его а шестого", "nominate 6"),
    ("выставляю не себя а шестого и десятого", "none:attempt"),
    ("выставляю себя а не десятого", "nominate 4"),
    ("не выставляю себя а десятого", "none"),
]


test_rule = rules.heard_as(REPORTED + RETRACTED + ASKED + DENIED_SELF, TABLES, ids=["12", "25"])


SECOND = [
    # end_speech, free_talk_numbers (tuning55): «(все), что хотел сказать (про N), я сказал»,
    # the formula «я сказал все, что хотел» the other way round, ends the speech, with «пас»
    # after it too; not another's «он сказал», nor a bare «я сказал пас» (the word reported)
    ("все что хотела сказать про шестого и десятого я сказала", "end_speech"),
    ("что хотел сказать я сказал спасибо", "end_speech"),
    ("все что хотел сказать он сказал", "none"),
    ("я сказал пас", "none"),
    # «занавес» (the curtain): an actor's end of his speech, alone or after the formula; not
    # the curtain talked of, and an act before it still stands
    ("ну все занавес", "end_speech"),
    ("занавес опускается а шестой молчит", "none"),
    ("выставляю десятого и занавес", "nominate 10"),
    # recognizer_damage (tuning55): the misheard infinitive after «я и» (the emphatic «и»:
    # «вот я и выставляю») is the act, as right after «я»; not after a modal, nor «я и»
    # before a refusal
    ("ну я и выставлять шестого", "nominate 6"),
    ("хочу я и выставлять шестого", "none"),
    ("я и выставлять шестого не буду", "none"),
    # questions (tuning55): the rhetorical «кто, если не я», «когда, если не сейчас» before the
    # act is no condition (as «если не я, то кто»); a real «если не сейчас» still is
    ("когда если не сегодня выставляю шестого", "nominate 6"),
    ("кто если не мы выставляю шестого", "nominate 6"),
    ("если не сегодня выставлю шестого", "none"),
    # host_echo (tuning55): the host's verb in the infinitive after «прошу» («прошу принять,
    # записать, отметить») is said to him, as «примите»; not without the host, nor «не прошу»,
    # nor with no seat closing it
    ("ведущий прошу отметить шестого", "nominate 6"),
    ("судья прошу записать десятого на голосование", "nominate 10"),
    ("прошу принять шестого", "none"),
    ("ведущий не прошу записать шестого", "none"),
    ("ведущий прошу принять мои извинения", "none"),
    # host_echo, late_nomination (tuning55): the seats «к N и M» before the verb of adding are
    # what he adds to, not antecedents of the pronoun after the act; not «к N» before another
    # verb
    ("ведущий к второму и третьему добавьте десятого я его выставляю", "nominate 10"),
    ("ведущий к третьему добавь шестого", "nominate 6"),
    ("десятый подсел к третьему выставляю его", "none:attempt"),
    # late_nomination (tuning55): in the clause singling out a seat after «но» or «а», «не
    # нравится», «не верю» (a clearing word denied) and «хочу сказать о…» leave it the topic the
    # pronoun points at; a clearing word itself, or a wish to nominate, do not
    ("второй и третий спорили но мне не нравится десятый выставляю его", "nominate 10"),
    ("второй и третий спорили но десятому я не доверяю выставляю его", "nominate 10"),
    ("второй и третий спорили а я хочу сказать о десятом выставляю его", "nominate 10"),
    ("второй и третий спорили но десятому я верю выставляю его", "none:attempt"),
    ("второй и третий спорили а я хочу выставить десятого выставляю его", "none:attempt"),
    # the seat before «а» in a case another word governs («верю шестому, а первого
    # выставляю») is no second object; in the object's case it still is
    ("я доверяю второму а десятого я выставляю", "nominate 10"),
    ("я сомневаюсь в третьем а десятого выставляю", "nominate 10"),
    ("второго а десятого я выставляю", "none:attempt"),
]


test_rule_second = rules.heard_as(SECOND, TABLES, ids=["12", "25"])


@pytest.mark.parametrize("pair", [("прошу", "принять"), ("прошу", "записать"),
                                  ("прошу", "отметить"), ("просим", "принять")])
def test_the_grammar_writes_the_host_verb_asked_for(pair):
    # the matcher takes «прошу принять» said to the host: the grammar writes the pair
    for ctx in TABLES:
        assert pair in phase_grammar(ctx).bigrams()
    assert "занавес" in phase_grammar(corpus.TWELVE).words()
