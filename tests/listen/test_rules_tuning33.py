"""Rule cases for the misses of tuning33.tsv and tuning34.tsv that general rules fix (after their
first tuning; first of all their eight false nominations): one rule of speech each, in phrasings
no corpus has, with the near-misses that must stay what they are. One label was changed, where two
corpora disagreed on the same phrasing: tuning34 103 «двенадцатому номеру я передаю слово» none ->
end_speech, as tuning12 579 «передаю слово пятому» (the floor given to a seat ends the speech)."""

from __future__ import annotations

from tests.listen import corpus, rules

RULES = [
    # correction (tuning33's false nomination): «не считайте», «не записывайте» (the table told
    # to let the act go) after a weak correction («ой», «блин») takes the act back, as right
    # after the seat; a seat after it still replaces
    ("кидаю девятку блин не засчитывайте", "none"),
    ("выставляю шестого ой не слушайте меня", "none"),
    ("выставляю шестого ой восьмого", "nominate 8"),
    ("выставляю шестого ой не бойтесь", "nominate 6"),
    # recognizer_damage (tuning33's false nomination): a tens word with two letters of a unit
    # after it, closing the utterance («двадцать пя», «двадцать ше»), lost the unit: an attempt;
    # not a real word after it, nor the two letters inside the utterance
    ("выставляю двадцать ше", "none:attempt"),
    ("выставляю двадцать во", "none:no such seat"),
    ("выставляю восьмого", "nominate 8"),
    # number_inside_words (tuning33's false nomination): «ставлю пятерку», «двойку» with «за»
    # and a noun after it is a mark given for something; not with «за то, что», «за него», nor
    # with «выставляю» or a vote phrase
    ("ставлю двойку за логику шестому", "none"),
    ("ставлю тройку за артистизм", "none"),
    ("ставлю тройку за то что он молчит", "nominate 3"),
    ("ставлю тройку за него все голосуют", "nominate 3"),
    ("выставляю тройку за молчание", "nominate 3"),
    ("ставлю тройку на голосование", "nominate 3"),
    # correction (tuning34's false nomination): «хотя погодите», «хотя подождите» (on second
    # thought) are «хотя нет»: with a remark after them the act is taken back, with a seat the
    # seat replaces
    ("выставляю девятого хотя подождите он же мирный", "none"),
    ("выставляю девятого хотя погоди пусть договорит", "none"),
    ("выставляю девятого хотя подождите седьмого", "nominate 7"),
    ("выставляю девятого хотя он молчит", "nominate 9"),
    # reported_speech (tuning34's false nomination): «а (я) не скажу» closing the utterance
    # after an act introduced by «скажу» withholds it; not «а почему, не скажу», nor «не скажу»
    # with no «скажу» before the act
    ("думаете я скажу выставляю девятого а вот и не скажу", "nominate 9"),
    ("вы думаете я скажу выставляю девятого а я не скажу", "none"),
    ("знаю что скажу выставляю девятого но не скажу", "none"),
    ("выставляю девятого а за что не скажу", "nominate 9"),
    ("выставляю девятого но я не скажу", "nominate 9"),
    # reported_speech (tuning34's false nomination): a voice word («громко», «тихо») before a
    # past verb of speech says how he said what follows: quoted; before a present verb it is
    # how he talks («громко говорит»), and the act after it is the speaker's
    ("девятый тихо сказал выставляю восьмого", "none"),
    ("третий громко крикнул ставлю себя на голосование", "none"),
    ("девятый громко говорит выставляю девятого", "nominate 9"),
    ("девятый мало сказал выставляю девятого", "nominate 9"),
    # future_hypothetical (tuning34's false nomination): «выставлю» joined by «и» to a clause
    # before it with a future verb of its own («дойдем до финала, и я выставлю») is a plan for
    # when that comes; a past or present clause before «и» leaves the act
    ("вот проголосуем и я выставлю восьмого", "none"),
    ("он заговорит и выставлю восьмого", "none"),
    ("он выйдет и выставлю восьмого", "none"),
    ("он молчал и я выставлю восьмого", "nominate 8"),
    ("я послушал и выставлю восьмого", "nominate 8"),
    # recognizer_damage (tuning34's false nomination): a one-word take-back («шучу», «отменяю»)
    # split in two closing the utterance is joined even when both halves are words; inside the
    # utterance it is not
    ("ставлю девятку шу чу", "none"),
    ("выставляю девятого от меняю", "none"),
    ("выставляю девятого шу чу нет", "nominate 9"),
    # correction (tuning34): the host asked to take the seat off («ведущий, снимите») after a
    # correction takes the act back, as «отмените»; a seat after it replaces
    ("кидаю девятку нет нет снимите", "none"),
    ("выставляю девятого ой нет снимите его", "none"),
    ("выставляю девятого нет снимите седьмого", "nominate 7"),
    # correction (tuning34): «(лучше) промолчу» (I'd better keep quiet) after a correction is
    # a withdrawal, as «подожду»; «промолчу» in a clause before the act is not
    ("ставлю девятку ой нет я промолчу", "none"),
    ("выставляю девятого хотя нет лучше промолчу", "none"),
    ("я долго молчал больше не промолчу выставляю девятого", "nominate 9"),
    # future_hypothetical, recognizer_damage (tuning34): «если по совести» (in all conscience)
    # is a parenthesis, no condition; «это самое» (the thingummy) is the word searched for
    ("если по совести выставляю девятого", "nominate 9"),
    ("ну по совести кидаю девятку", "nominate 9"),
    ("если по совести он промолчит выставлю девятого", "none"),
    ("выставляю это самое восьмого", "nominate 8"),
    ("это самое главное выставляю восьмого", "nominate 8"),
    # end_speech (tuning33): «удачи» (good luck) is a closing word after the formula; alone, or
    # before an act, it closes nothing
    ("спасибо коллеги удачи", "end_speech"),
    ("удачи всем выставляю девятого", "nominate 9"),
    ("удачи", "none"),
    # end_speech (tuning34): «у» before «меня», «нас» is the preposition, no tail of a split
    # «кандидатуру» («без кандидатур у меня все»); «кандидатур а» still joins
    ("ну без кандидатур у меня все", "end_speech"),
    ("без кандидатов на этом все", "end_speech"),
    ("моя кандидатур а девятый", "nominate 9"),
    # reported_speech, anaphora (tuning34): «больше всех кричит» (shouts more than anyone) says
    # how much he talks, as «много говорит»: the act after it is the speaker's
    ("девятый громче всех говорит выставляю его", "nominate 9"),
    ("девятый меньше всех говорил выставляю девятого", "nominate 9"),
    ("девятый громко крикнул всем выставляю девятого", "none"),
    # vote_phrase, late_nomination (tuning33, tuning34): «еще (и)» (one more) and «быстро» (in
    # haste) are free in the verbless act; a negation, the ballot's state or a condition still
    # is what it is
    ("на голосование еще и девятого", "nominate 9"),
    ("ну и быстро восьмой на голосование", "nominate 8"),
    ("еще не девятого на голосование", "none"),
    ("на голосовании еще восьмой", "none"),
    ("быстро на голосование девятого если успеем", "none"),
    # recognizer_damage (tuning33): two letters that begin the seat word right after them, in
    # the object's case («во восьмого», «де девятого»), are its first syllable stuttered; not a
    # preposition before a seat in its own case («во втором круге»)
    ("кидаю де девятого", "nominate 9"),
    ("ну выставляю се седьмую", "nominate 7"),
    ("выставляю девятого во восьмом круге", "nominate 9"),
    ("во второго не верю", "none"),
    # anaphora, correction (tuning34): a seat in the nominative after «пусть живет» is the one
    # spared, no replacement; a pronoun with no antecedent is taken back all the same; a seat
    # in the object's case after «передумал» still replaces
    ("выставляю девятого хотя нет пусть поживет девятый", "none"),
    ("выставляю его нет пусть живет восьмой", "none"),
    ("выставляю его нет отменяю", "none"),
    ("выставляю девятого нет передумал восьмого", "nominate 8"),
    ("выставляю его", "none:attempt"),
    # correction, no_such_seat (tuning34): after a correction with no seat, «тогда никого»
    # closing the utterance past a remark of any length takes the act back; a seat after
    # «тогда» replaces, and «никого» inside a clause of its own is no retraction
    ("кидаю девятку нет стоп мы же договорились его не трогать значит никого", "none"),
    ("выставляю девятого ой нет у нас всего восемь игроков тогда никого", "none"),
    ("выставляю девятого ой нет тогда седьмого", "nominate 7"),
    # wish_plan_proposal (tuning34): an instrumental ordinal closing the utterance after the
    # verb («первым», «вторым») is the order he does it in when the object was said before the
    # verb; with no object before it is still the recogniser's seat
    ("девятый я тебя выставляю первым", "nominate 9"),
    ("восьмого выставляю вторым", "nominate 8"),
    ("я его выставляю первым", "none:attempt"),
    ("выставляю седьмым", "nominate 7"),
    # future_hypothetical (tuning34): «выставлю кого?» (whom shall I nominate?) asked of
    # himself, then answered by the act after it, is no attempt; the question alone still asks,
    # and «кого» before the act with no verb before it asks it
    ("так выставлю кого ну выставляю восьмого", "nominate 8"),
    ("кидаю кого кидаю девятку", "nominate 9"),
    ("выставляю кого", "none:attempt"),
    ("ну кого выставляем", "none"),
    # correction (tuning34): «не то сказал», «не тот номер сказал» (said the wrong thing, the
    # wrong number) is the slip owned, no verb of speech quoting the act after it; «не тот
    # сказал» (the wrong one said) and a verb of speech alone still quote
    ("блин не то сказал выставляю девятого", "nominate 9"),
    ("ой не тот номер назвал кидаю девятку", "nominate 9"),
    ("не тот сказал выставляю девятого", "none"),
    ("восьмой сказал выставляю девятого", "none"),
    # vote_phrase (tuning34): «к голосованию» (for the vote) is a vote phrase, as «на
    # голосование»; «переходим к голосованию», «готов к голосованию» name no seat's act
    # (this case was «предлагаю девятого к голосованию» → nominate 9; with the seat as the
    # object of «предлагаю» before the vote phrase it is a proposal, as the corpora have it:
    # tuning87 line 452 «предлагаю пятого на голосование», tuning26 «предлагаю седьмого на
    # выставление» — relabelled in matcher87, the formula order keeps the vote phrase's case)
    ("предлагаю к голосованию девятого", "nominate 9"),
    ("предлагаю девятого к голосованию", "none"),
    ("ставлю к голосованию восьмого", "nominate 8"),
    ("переходим к голосованию восьмой", "none"),
    ("готов к голосованию девятый", "none"),
    # vote_phrase (tuning34): «а голосую…», «но проголосую…» (how he will vote) after the
    # verbless act is a clause of his own closing it; with a seat in it, or a thought («но
    # подумаю»), it is not
    ("от меня девятый а голосую как все", "nominate 9"),
    ("на голосование восьмого но проголосую по ситуации", "nominate 8"),
    ("от меня девятый но голосую за восьмого", "none"),
    ("от меня девятый но подумаю еще", "none"),
    # canonical (tuning34, as tuning27 68): «(мне) добавить нечего» closing the utterance right
    # after «уже» and a seat on the ballot is nothing to add to it, no end formula; with
    # «спасибо» after it, or alone, the speech ends
    ("девятый уже выставлен так что мне добавить нечего", "none"),
    ("девятый уже выставлен мне добавить нечего спасибо", "end_speech"),
    ("мне больше нечего добавить", "end_speech"),
    ("я уже все сказал добавить нечего", "end_speech"),
]


test_rule = rules.heard_as(RULES, corpus.TWELVE)


ENGLISH_RULES = [
    # english (tuning34): «and that's it» right after the act's seat or verb stresses the clause,
    # as «и все» («не выставляю никого и все»), no end formula; alone, or after other words, it
    # still ends the speech
    ("i won't nominate nine and that's it", "none"),
    ("i'm not nominating and that's it", "none"),
    ("i nominate nine and that's it", "nominate 9"),
    ("that's it", "end_speech"),
    ("nine is up and that's it", "end_speech"),
    # english (tuning34): «i have nothing to add» right after «already» and a seat on the ballot
    ("nine is already up i have nothing to add", "none"),
    ("i have nothing to add", "end_speech"),
]


test_rule_in_english = rules.heard_as(ENGLISH_RULES, corpus.ENGLISH_TEN)
