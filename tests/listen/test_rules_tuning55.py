"""Rule cases for the misses of tuning55.tsv (an actors' club evening: monologues, quotations,
mock acts for a laugh before the real one) that general rules fix, at the 12- and 25-seat
tables: one rule of speech each, in phrasings no corpus has, with the near-misses that must stay
what they are. Its five false nominations blind («все твердят: выставляю девятого…», «…, ах,
его уже выставили, тогда снимаю свое слово», «…, а хотя нет, пусть восьмой еще поговорит»,
«ты правда думаешь, что я выставлю тебя») are the first four rules'; no label was changed."""

from __future__ import annotations

import pytest

from tests.listen import corpus

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


@pytest.mark.parametrize("ctx", TABLES, ids=["12", "25"])
@pytest.mark.parametrize(("text", "want"), REPORTED + RETRACTED + ASKED + DENIED_SELF)
def test_rule(text, want, ctx):
    assert corpus.heard(text, ctx) == want
