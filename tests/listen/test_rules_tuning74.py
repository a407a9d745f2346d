"""Rule cases for the misses of tuning74.tsv (regulars of an online Mafia site meeting offline
for the first time: the site's shorthand — «вотум», «слот», «ред», «блэк» —, nicknames with
numbers, voice-chat habits, terse nominations and memes) that general rules fix, at the 12- and
25-seat tables: one rule of speech each, in phrasings no corpus has, with the near-misses that
must stay what they are. Blind it had no false nomination; its eleven misses were the site's
words for the vote and for a seat, the advice quoted with its own condition, the hunch said
with a place, a wish refused before the act, and two closing formulas in another order. The
bare infinitive «выставлять одиннадцатого» stays a known miss (tests/listen/test_nominations.py)."""

from __future__ import annotations

from tests.listen import corpus, rules

TABLES = [corpus.TWELVE, corpus.TWENTY_FIVE]

VOTE_WORD = [
    # vote_phrase (tuning74): «на вотум» is the online site's «на голосование», a vote phrase
    # with every vote verb and with none; «на вотуме» is the state «на голосовании» (where a
    # seat is), no act
    ("кидаю на вотум девятого", "nominate 9"),
    ("на вотум выставляю седьмого", "nominate 7"),
    ("девятого на вотум", "nominate 9"),
    ("предлагаю на вотум третьего", "nominate 3"),
    # near-misses: the state, a vote cast, the other seat already there, a plan
    ("третий на вотуме", "none"),
    ("на вотуме у нас пока третий и седьмой", "none"),
    ("голосую на вотуме за седьмого", "none"),
    ("третий уже на вотуме выставляю седьмого", "nominate 7"),
    ("на вотум выставлю седьмого завтра", "none"),
]


test_rule_site_vote_word = rules.heard_as(VOTE_WORD, TABLES, ids=["12", "25"])


SLOT_WORD = [
    # vote_phrase, no_such_seat (tuning74): «слот» is the site's word for a seat, a seat word
    # as «номер» or «игрок», before the verb too («десятый слот выставляю»); a seat word after
    # its number is the seat phrase said whole, so «вот этого» after it points at that seat
    # (not the search for a lost number, «игрока номер, ну, этого»)
    ("одиннадцатый слот выставляю", "nominate 11"),
    ("выставляю слот девять", "nominate 9"),
    ("девятый слот на голосование", "nominate 9"),
    ("второй слот ставлю на вотум", "nominate 2"),
    ("третий слот вот его и выставляю", "nominate 3"),
    ("третий номер ну вот этого выставляю", "nominate 3"),
    # near-misses: talk about a slot, a refusal, a question, the number searched for
    ("седьмой слот у меня всегда ред", "none"),
    ("девятый слот выставлять не буду", "none"),
    ("кто выставит девятый слот", "none"),
    ("игрока номер ну вот этого выставляю", "none:attempt"),
]


test_rule_site_seat_word = rules.heard_as(SLOT_WORD, TABLES, ids=["12", "25"])


SLOTS_MIXED = [
    # correction (tuning74): «перепутал слоты» owns the slip as «перепутал номера» does: the
    # seat after the correction stands; with no seat after the first, still unclear
    ("выставляю пятого нет седьмого перепутала слоты", "nominate 7"),
    ("выставляю пятого ой седьмого слот перепутал", "nominate 7"),
    ("выставляю пятого перепутал слоты", "none:attempt"),
]


test_rule_slots_mixed_up = rules.heard_as(SLOTS_MIXED, TABLES, ids=["12", "25"])


HUNCH = [
    # number_inside_words, reported_speech (tuning74): his own hunch («чутье», «интуиция»,
    # «опыт», «логика») is the one who «говорит» also with «мне» or a place («на сайте», «у
    # меня») between it and the verb of speech: his own act, no quotation
    ("чутье у меня говорит выставляю девятого", "nominate 9"),
    ("интуиция мне подсказывает выставляю девятого", "nominate 9"),
    ("логика на сайте говорит выставляю девятого", "nominate 9"),
    # near-misses: a seat or a person says it with a place (a quotation), the hunch's clause
    # with no act
    ("девятый у меня говорит выставляю девятого", "none"),
    ("брат на сайте говорит выставляю девятого", "none"),
    ("интуиция мне подсказывает что девятый черный", "none"),
]


test_rule_hunch_with_a_place = rules.heard_as(HUNCH, TABLES, ids=["12", "25"])


ADVICE = [
    # reported_speech (tuning74): a condition on the one advised («если сомневаешься», «если
    # не веришь», «если я ошибусь» of the adviser) right after an imperative with its object is
    # that advice's, quoted or given, not a condition of the act said after it
    ("третий сказал выставляй меня если не веришь ну выставляю третьего", "nominate 3"),
    ("шериф советовал ставь девятого если сомневаешься выставляю девятого", "nominate 9"),
    ("выставьте десятого если хотите а я выставляю второго", "nominate 2"),
    ("проверь девятого если ты шериф выставляю девятого", "nominate 9"),
    # near-misses: a condition on a third (it may be the act's), «давай» opening his own plan,
    # the advice with no act of his
    ("проверь девятого если он черный выставляю девятого", "none"),
    ("давай девятого если он промолчит выставляю девятого", "none"),
    ("ставь девятого если сомневаешься", "none"),
    ("он сказал выставляй меня если не веришь", "none"),
]


test_rule_advice_with_its_condition = rules.heard_as(ADVICE, TABLES, ids=["12", "25"])


REFUSED = [
    # late_nomination (tuning74): a wish refused with its infinitive before it («выставлять
    # шестого я не хочу», «спорить не хочу») closes that clause as «не буду» does: it hedges no
    # act after it
    ("выставлять шестого я не хочу выставляю девятого", "nominate 9"),
    ("спорить не хочу выставляю девятого", "nominate 9"),
    # near-misses: the wish not refused, «не хочу» with no infinitive of its own, the refusal
    # alone, a plan after it
    ("выставлять шестого я хочу выставляю девятого", "none"),
    ("я не хочу выставляю девятого", "none"),
    ("выставлять шестого я не хочу", "none"),
    ("выставлять шестого я не хочу выставлю завтра девятого", "none"),
]


test_rule_wish_refused_before_the_act = rules.heard_as(REFUSED, TABLES, ids=["12", "25"])


END = [
    # end_speech (tuning74): «слово передаю N-ому» gives the floor as «передаю слово N-ому»;
    # «сказал все что хотел» with «я» left out closes the speech as «все сказал» does
    ("слово передаю одиннадцатому", "end_speech"),
    ("все слово передаю второму игроку", "end_speech"),
    ("сказала все что хотела спасибо", "end_speech"),
    ("сказал все что хотел", "end_speech"),
    # near-misses: another has had his say (a seat or a pronoun its subject), an act after it
    ("девятый сказал все что хотел", "none"),
    ("он все сказал", "none"),
    ("шестой все сказала", "none"),
    ("сказал все что хотел выставляю второго", "nominate 2"),
]


test_rule_end_of_speech = rules.heard_and_ended(END, TABLES, ids=["12", "25"])
