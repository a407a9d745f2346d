"""Rule cases for the misses of tuning45.tsv (a big city game night at 14-22 seats: seats above
ten in every form) and tuning46.tsv (a tense tournament final with a strict judge: terse acts,
quick take-backs, threats) that general rules fix (after their first tuning; first of all their
three false nominations), at the 12-seat table, a 25-seat one and in English: one rule of speech
each, in phrasings no corpus has, with the near-misses that must stay what they are.
No label was changed."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # correction (tuning46, a false nomination): «отзываю» (I withdraw), «отзываю кандидатуру»
    # after the act takes it back, as «снимаю»; before the act, or of something else, it takes
    # back nothing
    ("кидаю одиннадцатого отзываю", "none"),
    ("выставляю одиннадцатого нет отзываю свою кандидатуру", "none"),
    ("отзываю выставляю одиннадцатого", "nominate 11"),
    ("я отзываю свой вопрос выставляю одиннадцатого", "nominate 11"),
    # future_hypothetical (tuning46, a false nomination): «еще одно слово / еще раз …, и я
    # выставлю» is a threat: one more of it and then the act, a plan; the present act after it
    # stays the act, and a clause with a verb of its own («еще раз говорю, и…») is no threat
    ("еще одно замечание и я выставлю одиннадцатого", "none"),
    ("ну еще раз и выставлю одиннадцатого", "none"),
    ("еще раз говорю и выставлю одиннадцатого", "nominate 11"),
    ("я еще подумал и выставлю одиннадцатого", "nominate 11"),
    ("и еще одно слово выставляю одиннадцатого", "nominate 11"),
    ("еще раз выставляю одиннадцатого", "nominate 11"),
    # correction (tuning46): «минуточку», «секундочку», «минутку» (one moment) between two seats
    # stop the table as «стоп»: the seat after replaces; opening the utterance they correct
    # nothing, and a take-back after them still takes the act back
    ("кидаю одиннадцатого секундочку двенадцатого", "nominate 12"),
    ("выставляю одиннадцатого минутку нет двенадцатого", "nominate 12"),
    ("минуточку выставляю одиннадцатого", "nominate 11"),
    ("выставляю одиннадцатого минуточку я еще подумаю", "none"),
    ("выставляю одиннадцатого секундочку", "none:attempt"),
    # end_speech (tuning45): «я закончил речь» («свою» left out) is the end formula, as «я
    # закончил свою речь»; another's speech ended, a negated one, or before the act, ends nothing
    ("ну все я закончила речь", "end_speech"),
    ("я закончил речь спасибо", "end_speech"),
    ("он закончил речь", "none"),
    ("я еще не закончил речь", "none"),
    ("я закончил речь кидаю одиннадцатого", "nominate 11"),
    # case_forms (tuning45): the player described by where he sits, «того, кто сидит под номером
    # N», «под N-ым номером», is seat N, as «кто сидит на N-ом месте»; one who sat there before,
    # or one who did something to the number, is someone described, no seat
    ("кидаю того кто сидит под номером двенадцать", "nominate 12"),
    ("выставляю игрока который сидит под одиннадцатым номером", "nominate 11"),
    ("выставляю того кто сидел под номером двенадцать вчера", "none:attempt"),
    ("выставляю того кто назвал номер двенадцать", "none:attempt"),
    ("тот кто сидит под номером двенадцать мафия", "none"),
    # case_forms (tuning46): «игрока с N-ым номером» (the player with number N) is seat N, as
    # «игрока под N-ым номером»; «с N-ым номером» after anything but a player («согласен с
    # пятым номером») is no seat, and the act before it stands
    ("кидаю игрока с одиннадцатым номером", "nominate 11"),
    ("выставляю девушку со вторым номером", "nominate 2"),
    ("выставляю седьмого согласен с одиннадцатым номером", "nominate 7"),
    ("игрок с одиннадцатым номером молчит", "none"),
    ("я согласна с одиннадцатым номером", "none"),
    # case_forms (tuning46): the courtesy said of the seat before it («нашего уважаемого»,
    # «многоуважаемого», «нашу дорогую») is free, as «своего черного»: the seat after stands; with
    # no seat after it, a person after it, or the act negated, it nominates no one
    ("кидаю нашего многоуважаемого одиннадцатого", "nominate 11"),
    ("выставляю нашу дорогую двенадцатую", "nominate 12"),
    ("выставляю нашего уважаемого соседа одиннадцатого", "none:attempt"),
    ("выставляю нашего уважаемого", "none:attempt"),
    ("нашего уважаемого одиннадцатого не выставляю", "none"),
    ("наш уважаемый одиннадцатый молчит", "none"),
    # canonical (tuning46): the emphatic «самого себя», «саму себя» after «то есть» or «нет» is
    # «себя», the speaker (seat 4 here): his own seat restates or replaces the seat said; «самого»
    # before anything but «себя» is someone described
    ("выставляю четвертого то есть самого себя", "nominate 4"),
    ("кидаю одиннадцатого нет саму себя", "nominate 4"),
    ("выставляю одиннадцатого то есть самого тихого", "none:attempt"),
    ("выставляю самого громкого", "none:attempt"),
    # future_hypothetical (tuning45): «если меня убьют, вы знаете почему» (you will know why): the
    # condition has its consequence said, the present act after it is the act; «если вы знаете
    # почему» is the condition itself, and with no consequence the act stays conditional
    ("если меня выгонят вы поймете почему кидаю одиннадцатого", "nominate 11"),
    ("если меня сегодня убьют вы знаете почему выставляю одиннадцатого", "nominate 11"),
    ("если вы знаете почему я выставляю одиннадцатого", "none"),
    ("если меня ночью убьют я выставляю одиннадцатого", "none"),
    ("если меня выгонят вы знаете выставляю одиннадцатого", "none"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


ENGLISH_TWENTY_RULES = [
    # recognizer_damage (tuning45, a false nomination): a teen split by the recogniser into its
    # unit and «teen» («six teen», «eigh teen», «fif teen») is the teen; «teen» after a number
    # that has no teen, or alone, makes no seat of it
    ("i nominate six teen", "nominate 16"),
    ("nominate eigh teen please", "nominate 18"),
    ("i nominate fif teen", "nominate 15"),
    ("i nominate nine teenth", "nominate 19"),
    ("i nominate two teen", "nominate 2"),
    ("my teen son nominated nobody", "none"),
]


test_rule_english_twenty = rules.heard_as(ENGLISH_TWENTY_RULES, corpus.ENGLISH_TWENTY)


def test_a_split_teen_is_no_seat_at_ten():
    assert corpus.heard("i nominate six teen", corpus.ENGLISH_TEN) == "none:no such seat"
