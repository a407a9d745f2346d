"""The object of the nomination act: the seat the verb governs, and what the speaker does to it
after he named it.

The seat phrase stands after the verb («выставляю [на голосование] [кандидатуру] [игрока]
[номер|под номером] N»), or before it («седьмого я выставляю»); a pronoun stands for the one
seat named before it («седьмой, я тебя выставляю»), «себя» for the speaker; after a contrast
the object may be left out («никогда не выставляла третьего, но сегодня выставляю»). A seat
right after another verb or a noun is theirs («давайте выставим седьмого», «на слова шестого»);
a seat after the verb that starts a clause of its own (a subject: «пятый всегда выставляет»,
«игрок номер два уже выставлен»; a case the verb does not take: «девятому верить можно») is not
its object.

After the seat:

* a repeat keeps it; a second seat («и девятого», «восемь девять») makes it ambiguous; «а не N»
  keeps it; «не X а Y» takes Y;
* a correction («ой нет», «поправка», «стоп», «или нет лучше», «я имел в виду») with a seat
  replaces it, past words like «пусть будет», «именно», «не седьмого»; without one it takes the
  seat back (unclear), and with «не того» too; with «отменяю», «передумал», «не буду» the act is
  taken back altogether;
* a later seat closing the utterance on its own («а он уже выставлен, тогда двенадцатого»)
  replaces it after «тогда», «значит», «лучше»; with no such word it makes it ambiguous.

Each extra word between the head and the seat costs (``INSERT``; fillers and «сегодня» less): a
seat within ``THRESHOLD`` is taken, within ``NEAR`` the act is "too far" (he tried; ask again).

>>> from pihost.listen.lexicon import RU
>>> from pihost.listen.reading import tokens
>>> from pihost.listen.context import ListenContext
>>> def seat(text):
...     s = SeatReader(tokens(text, RU), ListenContext(1, tuple(range(1, 11))), RU).seat_after(1)
...     return s.kind, s.value
>>> seat("выставляю шестого а хотя нет пусть будет первый"), seat("выставляю шестого ой не того")
(('seat', 1), ('unclear', None))
>>> seat("выставляю второго а он уже выставлен тогда двенадцатого")
('seat', 12)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rapidfuzz.distance import Levenshtein

from pihost.listen.clause import Clause
from pihost.listen.forms import (
    is_adverb,
    is_agent,
    is_doer,
    is_first_person,
    is_future,
    is_inanimate,
    is_infinitive,
    is_intransitive,
    is_known,
    is_noun,
    is_own_doing,
    is_past,
    is_person,
    is_thing,
    is_things,
    lets_go,
)
from pihost.listen.frames import DEMONSTRATIVE_OBJECTS
from pihost.listen.lexicon import RU_MOMENT, RU_SLIP_SLANG, RU_WAIT, WITHDRAWING
from pihost.listen.numerals import fuzzy_number

# «…, не того, а нашего десятого», «не того, а этого»: which one is meant (tuning92)
_WHICH_ONE = frozenset("нашего нашу моего мою этого эту своего свою".split())
# «два один в нашу пользу»: a match score, whose favour it is in (tuning92)
_IN_FAVOUR_OF = frozenset({"в"})
_WHOSE_FAVOUR = frozenset("мою нашу их его ее вашу твою свою".split())
# «…, сегодня выставляю»: now, said against a time before
_NOW_AGAIN = frozenset({"сегодня", "сейчас", "теперь"})
# «давайте четвертого выставим, я выставляю», «четвертого хочу выставить и выставляю»: the seat
# of a proposal or a wish said before its verb, which the act closing the utterance then takes
# (tuning67)
_PROPOSING = frozenset({"давайте", "давай", "предлагаю"})
_WISHING = frozenset({"хочу", "хотел бы", "хотела бы", "предлагаю"})
# «кто против, если я выставлю шестнадцатого? никто — выставляю»: the table asked whether
# anyone minds, the answer «no one», then the act on the seat asked about (tuning67)
_MINDS = frozenset({"против", "возражает", "возражения", "возражений"})
_NO_ONE_MINDS = frozenset({"никто", "нет", "тишина", "молчание", "никого"})
# «…выставлял четвертого, и сегодня выставляю снова»: the act done again on the seat of the same
# verb before (tuning69)
_AGAIN = frozenset({"снова", "опять", "вновь", "еще раз", "опять же", "again"})
_AND_I = frozenset({"и", "я", "сам", "сама"})

THRESHOLD = 1.0   # highest cost still accepted as a nomination
NEAR = 2.0        # up to this cost an act whose seat is too far is an attempt ("too far")
# «номер» (the seat word that only a number follows), said again after an aside
_NUMBER_SAID_AGAIN = frozenset({"номер", "number"})
INSERT = 0.7      # an extra word between the head and the seat
FILLER = 0.25     # a filler («ну», «э») there
CHEAP = 0.35      # «сегодня», «и», «а» there
REVERSED = 0.35   # the seat before the verb («десятого выставляю»): less certain
PRONOUN = 0.3     # the seat is a pronoun's antecedent (or the object left out)
DANGLING = 0.5    # the seat closes the utterance after a subordinate clause
# objects that are more than one player
_PLURAL_OBJECTS = frozenset("обоих обеих двоих троих их вас всех them both".split())
# words that clear a player: a clause with one is no reason to nominate him
_CLEARING = frozenset("прав права молодец верю доверяю нравится свой своя белый".split())
# «пятый молчит, а шестой ему поддакивал, выставляю его»: the contrast clause points back at the
# seat before it, so it names both, no topic of its own
_BACK_AT_HIM = frozenset("ему нему ним него ей ней нее им ими".split())
_CLEARING_STEMS = ("красн", "мирн", "честн", "хорош", "невинов", "бел")
# «выставляю пятого, э, ну, шестого», «…, хм, шестого», «…, господи, шестого»: nothing but a
# hesitation between a seat and another closing the utterance; the speaker's repair of his slip
_REPAIR_PAUSE = frozenset({"э", "ээ", "эээ", "эм", "мм", "ммм", "хм", "хмм", "эх", "ну", "вот",
                           "так", "короче", "господи", "боже", "мама", "мамочки", "блин"})

# what may follow the seat that replaces, still in its correction («нет, восьмого, да, восьмого»)
_AFTER_FIX = frozenset({"да", "вот", "ну", "же", "именно"})
# «…, а нет, пусть другие выставляют»: after a correction, the act handed to the others
_OTHERS = frozenset({"другие", "остальные", "другой", "кто нибудь"})
_BUT = frozenset({"а"})
# «…восьмого, я сказал, восьмого»: he insists, the seat stands
_INSISTING = frozenset({"сказал", "сказала", "говорю", "повторяю", "сказано"})
# «…первого, говорю, а не восьмого»: the first person's insisting needs no «я» (not «сказал»)
_INSISTING_ALONE = frozenset({"говорю", "повторяю", "сказано"})
# «…седьмого, ой, восьмого, простите, волнуюсь»: the apology for the slip just fixed, with a
# short remark on himself after it (no seat, verb or correction in it): the fix stands
_APOLOGIES = frozenset({"извините", "извини", "простите", "прости", "сорри", "пардон",
                        "извиняюсь", "прошу прощения", "sorry",
                        # «…третьего, в смысле четвертого, сорян»: the youth's and the office's
                        # clipped «sorry» the same (tuning73)
                        "сорян", "сори", "соррян"})
# «…, нет, четырнадцатого, я хотел сказать»: closing the seat that replaced, it says the fix;
# so does the apology for the slip («…семнадцатого, не семнадцатого, девятого, сорри») and the
# slip owned («…восьмую, то есть девятую, перепутала»)
_MEANT = _APOLOGIES | frozenset({
    "хотел сказать", "хотела сказать", "я хотел сказать", "я хотела сказать",
    "имел в виду", "имела в виду", "я имел в виду", "я имела в виду", "имею в виду",
    "я имею в виду",
    "перепутал", "перепутала", "спутал", "спутала", "ошибся", "ошиблась", "оговорился", "оговорилась", "я ошибся",
    "я ошиблась", "я оговорился", "я оговорилась", "оговорка", "оговорочка",
    "оговорка по фрейду", "оговорочка по фрейду",
    # «…пятнадцатого, я путаю цифры»: the slip owned in the present, after the fix (tuning104)
    "путаю", "я путаю", "опять путаю"})
# «…девятого, нет, шестого, перепутал цифры»: the slip owned with what was mixed up
_MIXING = frozenset({"перепутал", "перепутала", "спутал", "спутала", "путаю", "я путаю",
                     "опять путаю"})
# «…, я путаю цифры после третьего бокала»: why he mixes them up, after what (tuning104)
_MIXED_WHY = frozenset({"после", "от", "из за", "с"})
_MIXED_UP = frozenset({"цифры", "цифру", "номера", "места", "номер",
                       # «…девятку, перепутал, вверх ногами»: six for nine read upside down,
                       # the two swapped (tuning60)
                       "вверх", "ногами", "местами", "наоборот",
                       # «…, девятого, перепутал слоты»: the online site's word for seats (tuning74)
                       "слоты", "слот"})
# «…, поправка, шестого, поправка окончательная»: the correction word again with «final»
# closing the utterance after the seat that replaced: the fix confirmed
# (not «нет, окончательно»: «no, for good» may close a no)
_AMENDMENTS = frozenset({"поправка", "поправочка"})
_FINAL = frozenset("окончательная финальная последняя".split())
# «выставляю девятого, извините, оговорился»: the slip of the tongue owned closing the
# utterance, with no seat in its place: the words slipped out, the act taken back (not
# «…, ошибся»: a mistake in the seat, which takes only the seat back)
SLIPS = frozenset({"оговорился", "оговорилась", "я оговорился", "я оговорилась", "оговорка",
                    "оговорочка", "оговорка по фрейду", "оговорочка по фрейду",
                    # «…третьего, ой нет, не то сказал»: the wrong word owned with none in its
                    # place (tuning38, tuning73: «…, не то сказал, двенадцатого» is the fix)
                    "не то сказал", "не то сказала", "я не то сказал", "я не то сказала",
                    "не то говорю", "я не то говорю", "не то я говорю",   # (tuning77)
                    # «…первого, ой, погодите, я не то хотел сказать»: not what he meant to
                    # say, with none in its place (tuning95)
                    "не то хотел сказать", "не то хотела сказать", "я не то хотел сказать",
                    "я не то хотела сказать",
                    # «…второго, нет, простите, отставить»: «as you were» closing, the act undone
                    "отставить",
                    # «i nominate four, no, scratch that»: the English «отставить»
                    "scratch that"})
# «выставляю четвертого, хотя нет, погодите»: on second thought, with no seat or act after it
SECOND_THOUGHT = frozenset({"хотя нет", *(f"хотя {w}" for w in RU_WAIT)})
# «…, ой, только девятого одного»: alone, after the seat «только» names
_ALONE = frozenset({"одного", "одну"})
# «…восьмого, хотя стоп, …», «…, хотя ну нет»: «хотя» (a filler between) before a correction
_THOUGH_WORDS = frozenset({"хотя", "а хотя"})
# «четвертого поддерживаю и выставляю»: one object of two verbs of his
_AND_TOO = frozenset({"и"})
# «вот девятого и выставляю»: the seat singled out by «вот … и» for the act after it, not the
# object of a verb before «вот» (tuning67)
_HERE = frozenset({"вот"})
# «выставляю дядю, ну, четвертого»: the settling words before the seat that names the person
_NAMING_AGAIN = frozenset({"ну", "короче", "в смысле", "а именно", "именно", "то бишь", "это"})
# «…, в смысле голосовать за него буду», «…, ой, я голосовать хотела»: a vote meant, not the act
_VOTE_NOW = frozenset({"голосую", "проголосую"})
_VOTE_MEANT = frozenset({"голосовать", "проголосовать"})
_MEANT_WISH = frozenset({"хотел", "хотела", "хочу", "буду", "собирался", "собиралась", "думал",
                         "думала", "я хотел сказать", "я хотела сказать", "хотел сказать",
                         "хотела сказать"})
# «…, и вообще никого», «…, а лучше никого»: before «никого» after a correction
_NOBODY_GAP = frozenset({"и", "а", "вообще", "пока", "тогда", "лучше", "уж", "уже"})
# «…, шестой уже выставлен», «…, третий же убит»: the seat corrected away on the ballot or dead
_ALREADY_WORDS = frozenset({"уже", "же", "ведь", "и так", "итак"})
_ALREADY_UP = frozenset({"выставлен", "выставлена", "убит", "убита", "мертв", "мертва", "мертвый",
                         "мертвая", "на голосовании", "на вотуме"})
# «…двенадцатого, точно не тринадцатого», «…, но не тринадцатого»: before the seat denied
_SURELY_NOT = frozenset({"точно", "именно", "но", "конечно", "уж точно", "только"})
# «…, нет, погодите, потом скажу»: the choice put off to later after a correction
_DECIDE_LATER = frozenset("скажу решу назову выставлю выберу определюсь".split())
# «выставляю на третьего», «выставляю в восьмого»: a preposition that governs no seat in the
# object's case, heard as a noise between the verb and the ordinal closing the utterance
_NOISE_BEFORE = frozenset({"на", "в", "во"})
# «…девятого, и нет, я не передумаю»: «нет» answering a doubt, then the act kept
_I_TOO = frozenset({"я"})
_NOT_UNDONE = ("передумаю", "передумаем", "отменю", "отменять", "передумывать",
               # «…третьего, нет, не отменяю», «нет, я не меняю двенадцать» (tuning102)
               "отменяю", "меняю", "передумал", "снимаю", "забираю", "отзываю")
# «…, слово игроку (номер) шесть»: whom the floor is given
_TO_PLAYER = frozenset({"игроку", "игроку номер", "номер"})
# «…девятого, нет, я серьезно»: he means it
_EARNEST = frozenset({"серьезно", "серьёзно", "всерьез", "всерьёз",
                     # «…пятого, нет, это не шутка», «…, нет, правда (, пятого)»: no joke, truly
                     "не шутка", "это не шутка", "не шучу", "я не шучу", "без шуток",
                     "кроме шуток", "правда", "честно", "реально", "точно", "no joke", "really",
                     "seriously"})
# «…two, no wait, it's three»: the English «это» before the seat that replaces
_ITS = frozenset({"it's"})
# «…первого, нет, первый мирный»: after a correction the seat itself cleared
_CLEARED = frozenset("мирный мирная красный красная шериф доктор".split())
# «…, ой, шестого, пятый (мой) хороший», «…, второго не надо»: the seat corrected away let go
_GOOD = frozenset("хороший хорошая честный честная".split())
_OWN_MARK = frozenset("мой моя же ведь вроде точно".split())
_NEEDED = frozenset("надо нужно".split())
# «выставляю пятого, время мне не нужно»: the time left declined after the act, not the act
_TIME_LEFT = frozenset("время времени остаток секунды минуты минута".split())
# «…, ой нет, третий это ж я»: the seat said to be the speaker himself
_THIS_IS = frozenset({"это", "то"})
_I_MYSELF = frozenset({"я", "ж я"})
# «…шестого, а хотя, знаете что, не буду»: on second thought, before «не буду» closing it
_SECOND_LEAD = frozenset({"а", "хотя", "впрочем", "знаете", "знаешь", "что"})  # «а», «что»: not alone
# «отменять не буду», «менять не стану»: the verbs of taking the act back or changing it
# «и не надо на меня так смотреть», «не нужно нас уговаривать»: what may stand between a negated
# modal and the infinitive the table is told not to do
_TOLD_GAP = frozenset("так меня мне мной нас нам вам вас вообще тут здесь сейчас".split())
_UNDO = ("отмен", "менять", "поменя", "снимать", "снять", "забирать", "передумыв", "переигр")
# «кто-то из вас двоих»: someone of several
_SEVERAL = frozenset("обоих обеих двоих троих both".split())
_SOMEONE = frozenset({"кто то", "кто нибудь", "один из", "кто", "someone", "one of"})
_ME = frozenset({"меня"})
# «…, но кто то же должен быть мафией, ее и выставляю»: someone has to be (tuning104)
_PARTICLE_ZHE = frozenset({"же", "ведь"})
# «…, поэтому выставляю его»: the conclusion drawn right before the act (tuning104)
_THEREFORE = frozenset({"поэтому", "так что", "значит"})
_MUST_BE = frozenset({"должен", "должна", "обязан", "обязана"})
# the second person the speaker turns to a seat with, and the object pronouns that stand for it
# (tuning111): «девятый, объясни мне…, выставляю тебя», «седьмая, вы сказали…, я вас выставляю»
_YOU_OBJECT = frozenset({"тебя", "вас"})
_SECOND_PERSON = frozenset("ты тебя тебе вы вас вам твой твоя твое ваш ваша".split())
_TURN_IMPERATIVES = frozenset("объясни объясните прости простите извини извините скажи скажите "
                              "послушай послушайте ответь ответьте".split())
# «вы не помните, кто голосовал», «не знаешь, кто шериф»: «кто» of an indirect question after a
# verb of knowing, no one else named (tuning111)
_KNOW_WHO = frozenset("помните помнишь помню знаешь знаете знаю видел видели заметил заметили".split())
# «выставлен», «выставлена», «выдвинут»: the act's passive participle, its agent after it (tuning111)
_ACT_PARTICIPLES = ("выставлен", "выдвинут", "предложен")
_CONCLUDED = frozenset("все|и все|ну и все|ну все|короче|значит|итак|итого".split("|"))
_HIS_VERB_ENDS = ("ал", "ил", "ла", "ет", "ит", "ут", "ют", "ят")
_OPENING_FILLERS = frozenset("ну так вот а слушай смотри тихо дайте скажу".split())
_WANT = frozenset({"хочу"})
_NOT_THAT = frozenset({"то", "тот", "та"})   # «…пятого, не то, шестого»
# «…шестого, не слушайте зал»: the table told not to hear others (the hall, a seat, him), not
# him; «не слушайте меня», «не слушайте» alone let the act go (tuning64)
_HEAR = ("слуша",)
_HEAR_ME = frozenset("меня мне мой мои мою моих мое это этого что сказанное".split())
# «а тринадцатый, он вообще кто?»: who he is asked about the seat named
_HE = frozenset("он она они ты вы".split())
_WHO_GAP = frozenset("вообще такой такая же вот там".split())
_BUT_EN = frozenset({"but"})
# «выставляю второго, ах, его уже выставили»: the interjection before a remark on him, as «а»
# (tuning55)
_AH = frozenset({"ах", "ох", "oh"})   # («oh, wait»: the English sigh, tuning102)
_WANT = frozenset({"хочу", "хотел", "хотела"})
# «к первому и четвертому добавьте одиннадцатого»: what the seat is added to
_TO = frozenset({"к"})
_AND_ONLY = frozenset({"и"})
_DATIVE_ENDS = ("ому", "ему", "ой")
_OR = frozenset({"или", "либо"})
_IS_THERE, _ALREADY = frozenset({"есть"}), frozenset({"уже", "он", "она", "тоже"})
# «…пятнадцатого, пятый уже выставлен»: the other seat up for the vote already
_OF_US = frozenset({"of", "us", "players", "человек", "игроков"})
_PUT_UP = frozenset({"выставлен", "выставлена", "выставили", "выдвинут", "выдвинута",
                     "выдвинули", "на голосовании", "на вотуме"})
# «выставляю третьего, а восьмой следующий (на очереди)»: the other seat put off to next time
# «тридцать третье это мой размер»: a neuter ordinal, the number of a thing; «это» saying what
# it is (tuning57)
_NEUTER = ("ое", "ье", "ее")
_IS = frozenset({"это"})
_AT_US = frozenset({"у", "нас", "вас"})
# «семнадцатую апу выставляю»: the Tatar «aunt», «uncle» in the Russian cases, a person (tuning106)
_ELDERS = frozenset("апа апу апе апой апай апаю абый абыя абыю абыем абзый абзыя".split())
# «…седьмого, а завтра девятого»: the contrast that sets another seat to another time
_CONTRAST_A = frozenset({"а"})
_NEXT_UP = frozenset("следующий следующая следующим следующей потом позже завтра".split())
# «двадцать первый, вот кто мафия, выставляю его»: «вот кто» points at the one named, no one else
_HERE_IS = frozenset({"вот"})
# «восьмого, ээ, восемнадцатого»: the hums between a number cut short and the same said whole
_HUMS = frozenset("э ээ эээ эм эмм м мм ммм".split())
# «пятого, шестого, короче, пятого»: the filler that settles which of the two
_SETTLING = frozenset({"короче", "в общем", "короче говоря", "значит", "короч"})
# «выставляю седьмую, извини (, дорогая)»: the singular apology, or one with a word of
# endearment after it, to the one just nominated
_SORRY_ONE = frozenset({"извини", "прости"})
_DEAR = frozenset("дорогая дорогой дорогуша милая милый родная родной джан брат братан братишка "
                  "друг дружище сестра сестренка подруга".split())
# «…девятого, нет, ара, десятого», «…, ой, джан, пятого»: a word of address to the table between
# the correction and the seat that replaces (the Armenian «ара», «ахпер», «джан»; tuning80)
_CALLED = frozenset("ара ахпер джан брат братан братишка дружище генацвале".split())
# «пятнадцатая, выставляю тебя, извини»: the apology to the one nominated, nothing corrected
_SORRY = {"тебя": frozenset({"извини", "прости"}), "вас": frozenset({"извините", "простите"}),
          # «six, i'm nominating you, sorry (buddy)»: the English apology the same (tuning63)
          "you": frozenset({"sorry"})}
# «…выставляйте двенадцатого, и я тоже его выставляю»
_JOINED = frozenset("и я тоже же".split())
_MUST = frozenset({"надо", "нужно"})
_VERY = frozenset({"самого", "самой", "самых"})
# «в игре тоже ноль»: a cardinal after a noun and «тоже», the value it has too
_TOO = frozenset({"тоже", "также"})
# «того, кто сидит на девятом месте»: the words between a person and his place
_SITTING = frozenset("кто который которая что сидит сидящего сидящую сидящий сидит у нас "
                     "вот".split())
# «этого игрока», «эту»: a demonstrative that points back at the seat named before
_POINTING = frozenset("этого эту".split())
# «десятый, я тебе не верю и выставляю»: the pronouns of the one addressed or spoken of in the
# speaker's clause before an act with its object left out (tuning112)
_POINTED_AT = frozenset("тебя тебе вас вам его ему ее ей".split())
# «…, извините, телефон», «…, простите, кашель»: what disturbed the speaker, said after his
# apology for it (tuning112)
_DISTURBANCE = ("телефон", "звонок", "звонят", "звонит", "кашел", "кашляю", "чихнул", "чихнула",
                "микрофон", "шумно")
# «я выставляю ты»: a learner's nominative «ты» for the object «тебя» (tuning112)
_YOU_SAID = frozenset({"ты"})
# «шестой, этот человек, я выставляю»: the nominative «этот» pointing at the seat just named
# (tuning112); «вот» before it
_THIS_ONE = frozenset({"этот", "эта"})
_THIS_ONE_NOUNS = frozenset("человек игрок парень тип персонаж товарищ господин девушка".split())
# «его», «ее» as a possessive before the one close to him («выставляю его соседа», «ее
# подругу», «его напарника»: tuning112)
_HIS = frozenset("его ее".split())
_HIS_KIN = ("сосед", "друга", "друзей", "дружк", "подруг", "напарни", "партнер", "приятел",
            "товарищ", "брата", "сестру", "жену", "мужа", "союзни", "соратни")
# «седьмой вон опять улыбается, выставляю вон того»: «того», «ту» pointed at with «вон» point
# back too (not «того, кто молчал»: someone described)
_FAR_POINTING = frozenset("того ту".split())
_THERE = frozenset({"вон"})
# nouns that start a clause of their own as its subject («кандидатура десятого мне не нравится»)
_SUBJECT_HEADS = frozenset("кандидатура речь игра позиция версия".split())


# «пятнадцатого ночью»: a feminine time noun after an ordinal in a masculine case does not
# agree with it: the seat, then the time
_FEMININE_TIMES = frozenset("ночь ночью ночи".split())
_MASCULINE_ENDS = ("ого", "его", "ому", "ему", "ым", "им", "ый", "ий")
# «тот, кто молчит»: the one a relative «кто» is about
_THAT_ONE = frozenset({"тот", "та", "те"})


# «ой, стоп, я еще подумаю»: «еще» before a withdrawal after a correction
_STILL = frozenset({"еще"})
# «…восьмого, то есть самого себя»: the emphatic «сам» before «себя», in the accusative
_SELF_STRESS = frozenset({"самого", "саму"})
# «начну с девятого»: where he begins, one of the seats listed (tuning104)
_BEGIN = frozenset({"начну", "начинаю", "начнем", "начинаем"})
# «у меня подозрение на пятого, выставляю»: the seat suspected, before the bare act (tuning104)
_ON = frozenset({"на"})
_SUSPICION = frozenset({"подозрение", "подозрения", "подозрений"})
_OTHERS_AT = frozenset({"него", "нее", "них", "неё"})
_NO_SUSPICION = frozenset({"нет", "никаких", "никакого", "ноль", "без"})
# «десятый, я тебя…, а сейчас выставляю»: the contrast before the bare act, the words of now
# between, and the one spoken to (tuning104)
_BUT_THEN = frozenset({"а", "но", "а сегодня", "а сейчас", "а теперь", "но сегодня", "но сейчас",
                       "но теперь"})
_NOW_CONTRAST = frozenset({"сейчас", "сегодня", "теперь", "все равно", "все таки", "всё равно",
                           "таки", "же", "уж"})
_YOU_SAID_TO = frozenset({"тебя", "вас", "тебе", "вам", "ты", "вы"})
_FROM_WHOM = frozenset({"с", "со"})
# «выставляю вторую, то есть нашу невесту», «…двенадцатую, то есть тетю галю»: the seat said,
# then who sits there named after «то есть», an apposition, no seat in its place (tuning104)
_THAT_IS = frozenset({"то есть", "а именно"})
_WHOSE_KIN = frozenset("нашу нашего мою моего свою своего вашу вашего твою твоего".split())
# «…, тогда я пока подумаю»: the words between the replacing word and the withdrawal
_WAIT_GAP = frozenset({"пока", "уж", "уже", "я", "еще"})
# «…, а впрочем, пока никого»: on second thought
_ON_SECOND = frozenset({"впрочем", "а впрочем"})
_A_BIT = frozenset({"немного", "чуть", "чуток"})
_THATS_IT = frozenset({"все", "ну все", "все все"})
_ON_SECOND_SEAT = frozenset({"хотя", "а хотя"})
# «не первого, как все, а …»: whom he does not follow in the aside of a «не X, а Y»
_AS_OTHERS = frozenset("все вы остальные обычно всегда вчера они многие".split())
# «не восьмого, как вы подумали, а …»: what they thought or expected, in the same aside
_THOUGHT = frozenset("подумали думаете думали решили ожидали ждали предполагали считаете считали "
                     "поняли подумал подумала думал думала решил решила ожидал ожидала".split())
# «…, ну ладно, никого»: he gives in, the act let go (tuning60)
_CONCEDING = frozenset({"ладно", "ну ладно", "а ладно", "ладно уж"})
# «выставляю второго, блин»: an oath closing the utterance is the speaker's annoyance, no slip
_OATHS = frozenset({"блин", "черт", *RU_SLIP_SLANG,
                    # «выставляю девятого, ладно, серьезно»: he insists, the seat stands (tuning63)
                    "ладно серьезно", "а если серьезно", "а серьезно", "если серьезно",
                    "теперь серьезно", "а теперь серьезно", "ну а если серьезно"})
# «двадцать какого то», «двадцать с чем то»: the unit said not to be known
_SOME = frozenset({"какого", "какой", "какую", "какая", "каким", "чем"})
# «выставляю двадцать э…»: a hesitation right after the tens, to the end: the unit never came
_HESITATIONS = frozenset("э ээ эээ эм эмм мм ммм".split())
_HESITATING = frozenset({"ну"})   # «двадцать, ну, …»: he searches for the unit
# «…, погодите, …»: the table asked to wait before a correction
_WAIT = frozenset({*RU_WAIT, "секунду", "минуту", "стоп", *RU_MOMENT})
_SOME_TAIL = frozenset({"то", "нибудь", "там"})
_OF = frozenset({"из"})
# «выставляю своего черного седьмого», «мою черную проверку четвертую»: what the sheriff found,
# said of the seat before it
_CHECKED = frozenset("своего свою моего мою черного черную красного красную проверенного "
                     "проверенную проверку".split())
# «выставляю нашего уважаемого седьмого»: the courtesy said of the seat before it
_COURTESY = frozenset("уважаемого уважаемую многоуважаемого многоуважаемую дорогого дорогую "
                      "нашего любезного любезную глубокоуважаемого глубокоуважаемую".split())
# «выставляю свою кружку подальше»: what he owns, a thing put out
_POSSESSIVES = frozenset("свою свой свое свои мою мой мое мои нашу наш наше наши твою твой".split())
# «котика на пятом», «бородатого на пятом»: whom he means, by where he sits
_PLACE_ENDS = ("ом", "ем", "ой", "ей")
_ON = frozenset({"на"})
# «выставляю место шесть»: a thing that is a seat, its number the seat's (not a label)
_SEAT_PLACES = frozenset({"место", "стул", "кресло", "позицию"})
# «не проверял второго, но все равно выставляю его»: still, whatever was said of him
# «…четвертого, нет, пока просто план»: after a correction, the act called a plan, an idea
# «…восьмого, а хотя нет, пусть восьмой еще поговорит»: after a correction the seat let speak
# (or live) a while longer, the act taken back (tuning55)
_LET_SPEAK = frozenset("поговорит скажет выскажется договорит поживет живет побудет поиграет "
                       "оправдается объяснится покажет проявит посидит".split())
_ONESELF = frozenset({"себя"})
_LET_HIM = frozenset({"пусть", "пускай"})
_A_WHILE = frozenset({"еще", "пока", "сначала", "немного", "сперва"})
_ONLY_A_PLAN = frozenset("план идея мысль мысли версия предположение прикидка".split())
_STILL_ACT = frozenset({"все равно", "все же", "тем не менее", "все таки"})
_BUT = frozenset({"но", "а"})
_OK_THEN = frozenset({"ладно", "ну ладно"})
# «я вот что скажу: двадцатку выставляю», «скажу так, седьмого выставляю»: his own words
# announced, «что»/«так» standing for what he says next (tuning104)
_I_WILL_SAY = frozenset({"скажу", "скажу вам", "скажу тебе"})
_WHAT_SAID = frozenset({"что"})
_SO_SAID = frozenset({"так"})
_REPEATED = _AGAIN | frozenset({"повторно"})
_PLAINLY = frozenset({"просто", "прямо", "сразу", "смело", "спокойно", "спокойненько"})
_ONCE_MORE = frozenset({"еще"})
_PLAYER = "игрока"
_OBJECT_BEFORE = frozenset({"тебя", "его", "ее", "её", "вас"})
# «одного чела», «одну девчонку»: the youth's words for a person (tuning63)
_FELLOW = frozenset("чела челика типочка пацана девчонку челу".split())
# «…третьего, ни в коем случае не четвертого», «…, уж точно не пятого»: the other seat denied
# with stress (tuning63)
_EMPHATIC_NOT = (("ни", "в", "коем", "случае"), ("ни", "за", "что"), ("уж", "точно"),
                 ("точно",), ("никак",), ("ну", "точно"))
# «выставляю не восьмого, а именно седьмого»: an emphatic particle between «а» and the seat
# of a contrast stresses that seat, it is still the one named
_STRESSING = frozenset({"именно", "конкретно", "скорее", "все таки", "все же", "таки"})
# «выставляю первого, все таки»: «after all» closing the utterance after the seat (tuning73)
_AFTER_ALL = frozenset({"все таки", "все же", "таки"})
# «…двадцатого, нет, подождите, сначала дослушаю его»: after a correction the speaker's own
# verb of listening or waiting a while (first person, future) puts the act off: taken back
_DEFERRING = frozenset("дослушаю послушаю выслушаю подожду погожу подумаю посмотрю понаблюдаю "
                       "погляжу присмотрюсь".split())
# «кто первый, тот и виноват», «кто рано встает, тому бог подает»: the correlate of a saying's
# «кто» (tuning90)
_SAYING_CORRELATES = frozenset("тот того тому тем та те тех".split())
_FIRST_OF_ALL = frozenset({"сначала", "сперва", "для начала", "пока", "еще"})
# «…шестого, а не восьмого, восьмого у нас нет»: a seat said not to be at the table (past «у
# нас», «тут», «же» to «нет» closing the utterance) is a remark on it, no second seat
# («…, а восьмого у нас и нет»: the stressing «и» before «нет», tuning105)
_NOT_HERE = frozenset({"у", "нас", "тут", "здесь", "же", "вообще", "ведь", "конечно", "разумеется",
                       "и"})
# «пятнадцатый сыграл третий куплет грязно, выставляю его», «ты сбился на восьмой доле»: an
# ordinal before a part of a piece or of a set (a verse, a bar, a beat, a fret, a take) counts
# that part, as a time's ordinal does: no seat (tuning105)
_PIECE_PARTS = frozenset("куплет куплета куплете куплету куплетом припев припева припеве такт "
                         "такта такте доля доли доле долю лад лада ладу ладе трек трека треке "
                         "песня песни песне песню аккорд аккорда аккорде струна струны струне "
                         "струну отделение отделения отделении сет сета сете "
                         "verse chorus bar beat fret track song take".split())
# «одиннадцатый, у тебя третий фол, выставляю тебя»: an ordinal in the nominative before the
# count of a penalty (a foul, a warning) counts the penalty, it names no seat
_PENALTIES = frozenset("фол фолы предупреждение замечание техничка техфол дисквалификация "
                       "удаление".split())
# «надо выставить шестого, пока не поздно, выставляю»: what may follow «пока» in a clause of
# urgency between the wish with its seat and the bare act
_URGENT_TAILS = frozenset({("не", "поздно"), ("не", "забыл"), ("не", "забыла"), ("помню",),
                           ("я", "помню"), ("есть", "время"), ("время", "есть"),
                           ("не", "передумал"), ("не", "передумала"),
                           ("еще", "не", "поздно"), ("не", "поздно", "еще")})
_NAMING_ONE = frozenset({"только", "лишь", "именно", "а именно", "а"})
_SO_I_DO = frozenset({("так", "и", "делаю"), ("что", "и", "делаю"), ("это", "и", "делаю"),
                      ("так", "и", "поступаю"), ("так", "и", "сделаю")})
_NOMINATIVE_ENDS = ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ье")

# «о ней», «про нее», «к нему»: the third person's pronoun after a preposition
_HIM_AFTER_PREPOSITION = frozenset("нее ней него нем нему ним".split())
# the ordinals whose masculine nominative ends in «-ой» («шестой»), as the feminine oblique does
_MASCULINE_OJ = frozenset("второй шестой седьмой восьмой сороковой".split())


@dataclass(frozen=True)
class Seat:
    """What the object scan found: ``kind`` seat (``value``) / ambiguous / unclear / negated /
    nobody / retracted / thing (a thing of his, no player) / none (nothing) / stop (stopped at a
    subordinate clause); ``end`` the token after it, ``start`` its first token, ``at`` the token
    that names the seat, ``vote`` whether a vote phrase was in it."""

    kind: str
    value: int | None = None
    cost: float = 0.0
    end: int = 0
    start: int = -1
    vote: bool = False
    at: int = -1      # the token that names the seat


# what a correction word may correct besides the seat (tuning102): «поправлюсь насчет…», «по
# времени», «не за голосование, а за…», «то есть я считаю…», «извините, что так быстро»
_AMENDING = frozenset("поправка поправочка поправлюсь поправляюсь поправлю себя поправляю себя "
                      "исправлюсь исправляюсь".split()) | {"поправлю себя", "поправляю себя",
                                                          "поправлю сам себя", "сам себя поправлю",
                                                          "себя поправлю"}
_EXPLAINING = frozenset({"то есть", "вернее", "точнее", "точнее сказать", "вернее сказать",
                         "точнее говоря", "вернее говоря", "то бишь", "а точнее", "в смысле"})
_ABOUT_TOPIC = frozenset("по насчет касательно относительно про".split())
_FOR_REASON = frozenset({"за"})
_NO_DOUBT = frozenset({"сомнений", "сомнения", "вопросов"})
_SAID_BEFORE = frozenset("говорил говорила сказал сказала утверждал утверждала называл "
                         "называла".split())
_OPINION = frozenset("считаю думаю уверен уверена полагаю убежден убеждена".split())
_EXPLAIN = frozenset("объяснить пояснить обосновать рассказать".split())
_FOR_MANNER = frozenset({"что", "за"})
# «…, нет, я хотел спросить у шестого»: what he meant to do instead of the act (tuning102)
_MEANT_OTHER = frozenset("спросить узнать уточнить обратиться послушать выслушать "
                         "поговорить".split())
_WHO_WHICH = frozenset({"кто", "который", "которая"})
_CONFIRMING = frozenset({"да", "правильно", "верно", "все правильно", "все верно", "именно"})
_AS_HIM = (["как", "его"], ["как", "ее"])   # «этого, как его, …»: the name searched for
_IN_ON = frozenset({"в", "на"})   # «этого, как его, в кепке»: where, what he wears (tuning102)
_RANGE_FROM, _RANGE_TO = frozenset({"с", "со", "от"}), frozenset({"по", "до"})   # (tuning102)
_OOPS = frozenset({"ой", "упс", "тьфу", "блин"})   # the slip's sound before «не N» (tuning102)
_NOT_THAT_MEANT = ["не", "то", "хотел сказать"]   # «…, я не то хотел сказать, я хотел спросить…»
# «…, нет, я хотел сказать: восьмого выслушаю»: the words that say what he meant (tuning102)
_MEANT_SAYING = frozenset({"хотел сказать", "хотела сказать", "я хотел сказать",
                           "я хотела сказать", "имел в виду", "имела в виду", "я имел в виду",
                           "я имела в виду"})
# «…суфлер подсказал неправильно»: said wrongly, after a past verb of speech (tuning91)
_SAID_WRONG = frozenset({"неправильно", "неверно", "не правильно", "не верно"})
_PAST_ENDS = ("л", "ла", "ли")


class SeatReader(Clause):
    """Reads the seat phrase of an act in an utterance's tokens (see the module)."""

    # ---- the object after the head ----------------------------------------------------
    def seat_after(self, j: int, strict: bool = False) -> Seat:
        """The seat phrase from token ``j`` on (``strict``: no extra words at all)."""
        lex, t = self.lex, self.t
        cost, vote, neg, k = 0.0, False, False, j
        number_at: float | None = None   # the cost when «номер» was first passed
        while k < len(t) and cost <= NEAR:
            w = self.words[k]
            seat = self.seat_value(k)
            if seat is not None:
                if (lex.lang == "ru" and t[k].value == 1 and not t[k].ordinal and k + 1 < len(t)
                        and t[k + 1].kind == "word" and " " not in self.words[k + 1]
                        and not self.words[k + 1].startswith("сосед")
                        and self.words[k + 1] not in _PLURAL_OBJECTS
                        and self.is_(k + 2, lex.bare_slots) and self._seat_follows(k + 2)
                        and (self.words[k + 1] in _FELLOW or is_person(self.words[k + 1]))):
                    k += 2   # «выставляю одного чела, номер шесть»: one person, his seat
                    continue   # said after (tuning63)
                if self.quantity(k):
                    return Seat("unclear", end=k + 1)
                if t[k].kind == "num" and not self.nameable(k):
                    if self.is_(k + 1, lex.slots):   # «еще одну кандидатуру»: counts the slot
                        k += 1
                        continue
                    if self.words[k] == "одного" and (named := self._one_named(k + 1)) is not None:
                        k = named   # «выставляю одного, девятого»: the one, then who (tuning60)
                        continue
                    return Seat("unclear", end=k + 1)   # «выставляю одного», «выставляю двух»
                value, c = seat
                if self._unit_lost(k):
                    return Seat("unclear", end=k + 2)   # «двадцать пер…»: 2x, x not heard
                if self._any_one(k):
                    return Seat("unclear", end=k + 2)   # «первого попавшегося»: anyone at all
                return self._after_seat(k, value, cost + c, neg, vote)
            if (lex.lang == "en" and k == j and w in lex.homophones
                    and self.is_(k + 1, lex.corrections) and self.is_num(k + 2)
                    and self.t[k + 2].value == lex.homophones[w] and self.closes(k + 3)):
                # «i nominate to, i mean two»: the number misheard as a word, then said (tuning102)
                return self._after_seat(k + 2, t[k + 2].value, cost + FILLER + t[k + 2].cost,
                                        neg, vote)
            if w in _POSSESSIVES and self._thing_owned(k):
                return Seat("thing", end=k + 2)   # «выставляю свою кружку подальше»: no player
            if k == j and self._thing_put(k):
                return Seat("thing", end=k + 1)   # «выставляю машину на продажу за триста тысяч»
            if (w in _CHECKED or w in _COURTESY) and lex.lang == "ru":
                cost += FILLER   # «выставляю своего черного седьмого», «нашего уважаемого…»
                k += 1
                continue
            if lex.lang == "ru" and t[k].kind == "word" and " " not in w and (
                    self.is_(k + 1, _ON) and self.is_num(k + 2)
                    and t[k + 2].ordinal and self.words[k + 2].endswith(_PLACE_ENDS)
                    and self.closes(k + 3) and w not in lex.vote_phrases
                    and not self.is_(k, lex.fillers, lex.slots, lex.skip, lex.cheap,
                                     lex.negations, lex.addressed, lex.self_words,
                                     lex.prepositions, lex.stoppers, lex.conjunctions)):
                # «выставляю котика на пятом»: whom he means, by the place he sits at
                return self._after_seat(k + 2, t[k + 2].value, cost + FILLER + t[k + 2].cost,
                                        neg, vote)
            if (lex.lang == "ru" and " " not in w and w not in _PLURAL_OBJECTS
                    and not w.startswith("сосед") and self.is_(k + 1, lex.slots) and self._seat_follows(k + 1)
                    and is_person(w)):
                k += 1   # «выставляю девушку под номером один»: the person and her seat word
                continue
            placed = self._placed(k) if (
                w in DEMONSTRATIVE_OBJECTS or (
                    lex.lang == "ru" and " " not in w and w not in _PLURAL_OBJECTS
                    and not w.startswith("сосед") and is_person(w))) else None
            # («соседа на первом месте»: whose neighbour is not said)
            if placed is not None:
                # «выставляю девушку на первом месте», «того, кто сидит на девятом месте»
                return self._after_seat(placed, self.t[placed].value, cost + self.t[placed].cost,
                                        neg, vote)
            if (w in DEMONSTRATIVE_OBJECTS and not self._seat_follows(k + 1)
                    and (named := self._named_later(k + 1)) is not None):
                # «выставляю ну этого, как его, в кепке, шестого»: pointed at, then named
                # (tuning102)
                return self._named_seat(named, cost, neg, vote)
            if w in DEMONSTRATIVE_OBJECTS and not self._seat_follows(k + 1):
                # «выставляю того, кто молчал», «того же, что и второй»: someone described
                relative = any(self.words[x] in ("кто", "who", "кого", "что", "который",
                                                 "которого", "же") for x in range(k + 1, k + 4)
                               if x < len(t))
                if (w in _POINTING or (w in _FAR_POINTING and self.is_(k - 1, _THERE))) and (
                        not relative and not self._searching(k)):
                    # «вот девятый, выставляю этого игрока»: the seat named before
                    end = k + 1
                    while self.is_(end, lex.slots):
                        end += 1
                    seat = self.antecedent(k, cost + PRONOUN, vote)
                    if seat.kind == "unclear" and end == k + 1:
                        seat = self._doer_seat(k, cost + PRONOUN, vote) or seat
                    return self.then(replace(seat, end=max(seat.end, end), vote=vote), end - 1)
                return Seat("relative" if relative else "unclear", end=k + 1, vote=vote)
            if self._player_split(k):
                cost += FILLER   # «выставляю и года номер восемь»: «игрока» split and misheard
                k += 2
                continue
            if w in lex.vote_phrases:
                vote = True
            elif w in lex.slots or w in lex.skip:
                if w.split()[-1] in _NUMBER_SAID_AGAIN:
                    if number_at is not None and cost > number_at:
                        # «…игрока номер, а музыка громко, номер три»: the seat word said again
                        # after an aside, the words between it no part of the act (tuning77)
                        cost = number_at + FILLER
                    number_at = cost if number_at is None else number_at
            elif (len(w) == 1 or (w == "на" and k == j and self.is_(j - 1, lex.verbs))) and (
                    k + 1 < len(t) and self.words[k + 1] in lex.slots):
                # «в игрока номер», «выставляю на игрока номер»: a noise before the seat word
                cost += FILLER
            elif (w in _NOISE_BEFORE and k == j and self.is_(j - 1, lex.verbs) and self.is_num(k + 1)
                  and t[k + 1].ordinal and self.words[k + 1].endswith(("ого", "его"))
                  and self.closes(k + 2)):
                cost += FILLER   # «выставляю на третьего», «выставляю в восьмого»: a noise before the seat
            elif (len(w) == 1 and self.after_slot(k) and self.is_num(k + 1)
                  and self.nominative_cardinal(k + 1)
                  and self.closes(k + 2)):
                # «игрока номер в восемь»: a noise between the seat word and it (not «номер, у
                # шестого…», «с седьмого…»: a preposition governs an ordinal)
                cost += FILLER
            elif w in lex.fillers:
                cost += FILLER
            elif w in DEMONSTRATIVE_OBJECTS and self._seat_follows(k + 1):
                # «выставляю ну этого, как его, шестого»: the one pointed at, his seat named
                # after the search for it (tuning77)
                cost += FILLER
            elif w in _THERE and k + 1 < len(t) and self.words[k + 1] in DEMONSTRATIVE_OBJECTS:
                cost += FILLER   # «выставляю вон того, номер два»: pointed at, as «вот» (tuning57)
            elif w in lex.cheap:
                cost += CHEAP
            elif w in lex.negations:
                neg = True
            elif w in lex.nobody:
                return Seat("nobody", end=k + 1)
            elif w in _YOU_SAID and k == j and lex.lang == "ru" and self.closes(k + 1):
                # «десять, ты говорить мало, я выставляю ты»: a learner's «ты» for «тебя», the
                # object right after the verb closing what he says (tuning112)
                return self.then(self.antecedent(k, cost + PRONOUN, vote), k)
            elif w in _HIS and self._his_person(k):
                # «выставляю его соседа», «выставляю ее подругу»: «его» his, the person his
                # neighbour or friend, whose seat is not said (tuning112)
                return Seat("unclear", end=k + 2, vote=vote)
            elif w in lex.addressed or w in lex.self_words:
                fix = self._next_seat(k + 2) if neg and self.is_(k + 1, _BUT) else None
                if fix is not None and self.nameable(fix) and (named := self.seat_value(fix)):
                    # «выставляю не себя, а девятого», «не его, а седьмого»: the pronoun
                    # denied, the seat after «а» named (tuning55)
                    return self._after_seat(fix, named[0], cost + named[1], False, vote)
                return self._pronoun(k, cost, vote)
            elif w in lex.stoppers:
                return Seat("stop", cost=cost, end=k, vote=vote)
            elif w == "вас" and self._seat_follows(k + 1):
                cost += FILLER   # «выставляю вас, десятый»: the polite «you», named after it
            elif w in _PLURAL_OBJECTS or (lex.lang == "ru" and " " not in w and is_person(w)):
                if w not in _PLURAL_OBJECTS and self._named_after(k + 1) is None and (
                        later := self._named_later(k + 1)) is not None:
                    return self._named_seat(later, cost, neg, vote)   # (tuning102)
                named = None if w in _PLURAL_OBJECTS else self._named_after(k + 1)
                if named is not None:
                    # «выставляю папу, ой, то есть второго», «выставляю дядю, ну, четвертого»:
                    # the person named again by his seat, after a correction or a settling word
                    return self._after_seat(named, t[named].value, cost + FILLER + t[named].cost,
                                            neg, vote)
                # «выставляю соседа седьмого», «выставляю обоих»: not one seat
                return Seat("unclear", end=k + 1, vote=vote)
            elif w in _SUBJECT_HEADS:
                break   # «…номер э, кандидатура десятого мне не нравится»: a new clause
            elif w in lex.corrections and self._nothing_to_fix(j, k):
                # «я выставляю, то есть нет, как его, четвертого»: a correction before any seat
                # fixes no seat, he searches for it; the seat after it is the object (tuning75)
                cost += FILLER
            elif (w in lex.prepositions or w in lex.boundaries or w in lex.end_words
                  or w in lex.corrections or t[k].kind == "verb" or strict
                  or self.predicate_in(k, k + 1)):
                break   # «…но сегодня выставляю, принят номер семь»: another verb's clause
            elif (lex.lang == "ru" and t[k].kind == "word" and " " not in w
                  and all(self.is_(y, lex.fillers) for y in range(j, k))
                  and (named := self._named_later(k + 1)) is not None):
                # «выставляю саню, ой, имена нельзя, четвертого»: called by name, then by his seat
                # (tuning102)
                return self._named_seat(named, cost, neg, vote)
            else:
                cost += INSERT
            k += 1
        return Seat("none", cost=cost, end=k, vote=vote)

    def _nothing_to_fix(self, j: int, k: int) -> bool:
        """Is the correction at ``k`` right after the verb (only fillers, corrections before it
        from ``j``; no seat said before the verb), with a seat in the object's case right after it (past fillers, more
        corrections)?"""
        lex = self.lex
        if lex.lang != "ru" or not all(self.is_(y, lex.fillers, lex.corrections, lex.weak_corrections)
                                       for y in range(j, k)):
            return False
        if any(self.t[y].kind == "num" for y in range(max(0, j - 6), j)):
            return False   # «шестого выставляю, нет, четвертого»: the seat before it fixed
        x = k + 1
        while self.is_(x, lex.fillers, lex.corrections, lex.weak_corrections):
            x += 1
        return (self.is_num(x) and self.t[x].ordinal and not self.nominative(x)
                and not self.oblique(x) and self.nameable(x))

    def _player_split(self, k: int) -> bool:
        """Is «и» at ``k`` and the word after it «игрока» split by the recogniser with two letters
        at most misheard («и года», «и гока»), with the seat word or a seat right after them
        (tuning78)?"""
        if self.lex.lang != "ru" or self.words[k] != "и" or k + 2 >= len(self.t):
            return False
        w = "и" + self.words[k + 1]
        return (self.t[k + 1].kind == "word" and " " not in w and len(w) >= 5
                and Levenshtein.distance(w, _PLAYER, score_cutoff=2) <= 2
                and (self.is_(k + 2, self.lex.bare_slots) or self.is_num(k + 2)))

    def _named_after(self, n: int) -> int | None:
        """The seat in the object's case right after a person («папу», «дядю») and, from ``n``,
        a correction or a settling word («ой, то есть», «ну»), or ``None`` (not «соседа
        седьмого»: whose neighbour, nor «соседа, седьмой молчит»: a new clause)."""
        lex, start = self.lex, n
        while self.is_(n, lex.corrections, lex.weak_corrections, _NAMING_AGAIN):
            n += 1
        if n == start or not self.is_num(n) or self.nominative(n) or self.quantity(n):
            return None
        return n

    def _thing_owned(self, k: int) -> bool:
        """Is the possessive at ``k`` followed by a thing of his, an inanimate noun in the
        accusative, with no number after it at all («выставляю свою кружку с чаем», «свою
        версию»)? Then the verb puts out a thing, not a player (not «свою кандидатуру», «свою
        черную проверку седьмого»)."""
        lex, n = self.lex, k + 1
        if lex.lang != "ru" or n >= len(self.t) or self.t[n].kind != "word":
            return False
        w = self.words[n]
        return (" " not in w and not self.is_(n, lex.slots, lex.vote_phrases, _CHECKED)
                and is_thing(w) and not any(t.kind == "num" for t in self.t[n + 1:]))

    def _thing_put(self, k: int) -> bool:
        """Is the word at ``k``, right after the verb, a thing as its object (an inanimate noun
        in the accusative: «счет», «машину»), with every number after it a preposition's, a
        count or in a case the verb does not take («…клиенту на семьсот», «…на продажу за
        триста тысяч», «…седьмому»)? Then the verb puts out a bill or a car, no player
        (tuning60; not «кандидатуру», a seat word, nor «…машину седьмого»: whose, a seat
        after it)."""
        lex = self.lex
        if lex.lang != "ru" or self.t[k].kind != "word" or self.is_(k - 2, _OBJECT_BEFORE):
            return False   # («десятый, я тебя выставляю, мем про молчание»: the object before it)
        w = self.words[k]
        nums = [x for x in range(k + 1, len(self.t)) if self.t[x].kind == "num"]
        # (with no number at all, the thing must be put somewhere: «выставляю фигуры на доску»,
        # tuning69; not «седьмого выставляю, время»: the host's word closing the act)
        return (" " not in w and (bool(nums) or self.is_(k + 1, lex.prepositions)) and not self.is_(
                    k, lex.slots, lex.vote_phrases, lex.fillers, lex.skip, _CHECKED, _COURTESY)
                and is_things(w) and all(self.governed(x) or self.quantity(x) or self.oblique(x)
                                        or self._labels_thing(x, k) for x in nums))

    def _thing_label(self, n: int) -> bool:
        """Is the number at ``n`` a thing's label: a cardinal as named alone right after an
        inanimate noun in any case («про версию три ноль», «твоя версия два»: tuning89), which
        no pronoun points at?"""
        k = n - 1
        return (self.lex.lang == "ru" and k >= 0 and self.t[k].kind == "word"
                and " " not in self.words[k] and self._labels_thing(n, k) and not self.is_(
                    k, self.lex.slots, self.lex.vote_phrases, self.lex.fillers, self.lex.skip)
                and is_inanimate(self.words[k]))

    def _labels_thing(self, x: int, k: int) -> bool:
        """Is the number at ``x`` a cardinal as named alone right after the thing at ``k``, its
        label («выставляю оценку пять», «…приоритет два на тикет»: the grade, the priority by
        its number; tuning89), not a seat?"""
        return (x == k + 1 and not self.t[x].ordinal and self.nominative_cardinal(x)
                and self.words[k] not in _SEAT_PLACES)

    def _unit_lost(self, k: int) -> bool:
        """Is the tens word at ``k`` («двадцать») followed by a unit the recogniser damaged past
        reading («двадцать пер», «двадцать сидьм…»): a word no dictionary knows that starts a unit
        form (three letters at least) or, unknown, is near one? Then the seat is not 20: the box asks again."""
        lex = self.lex
        if lex.lang != "ru" or self.words[k] not in lex.tens or k + 1 >= len(self.t):
            return False
        nxt = self.t[k + 1]
        if nxt.kind != "word" or " " in nxt.word:
            return False
        if nxt.word in _HESITATIONS or nxt.word in _HESITATING:
            m = k + 1
            while m < len(self.t) and (self.words[m] in _HESITATIONS
                                       or self.words[m] in _HESITATING):
                m += 1
            # «выставляю двадцать э…», «двадцать, э, не помню», «двадцать, ну, этого в очках» at
            # a table past twenty: he hesitates where the unit would be, and no number comes
            # after: the unit is lost (not «двадцать, э, двадцать первого», nor «двадцать, ээ,
            # спасибо»: the closing words, no unit searched for)
            if (m >= len(self.t) or not (self.t[m].kind == "num" or self.closes(m))) and (
                    self.ctx.table_seats > lex.tens[self.words[k]]):
                return True
        if nxt.word in _SOME or (nxt.word == "с" and self.is_(k + 2, _SOME)):
            # «двадцать какого то», «двадцать с чем то»: twenty-something, the unit not known
            m = k + 2 if nxt.word in _SOME else k + 3
            return self.is_(m, _SOME_TAIL)
        if (len(nxt.word) >= 3 or (len(nxt.word) == 2 and self.closes(k + 2)
                                   and not is_known(nxt.word))) and any(
                w.startswith(nxt.word) for w, v in lex.numbers.items() if 1 <= v <= 9):
            # «двадцать пер», «двадцать шест»: a unit's start, its end lost; «двадцать пя»
            # closing the utterance: two letters of it, then nothing
            return True
        near = None if is_known(nxt.word) else fuzzy_number(nxt.word, lex)
        return near is not None and near[0] <= 9

    def _placed(self, k: int) -> int | None:
        """The place at the table that describes the person at ``k`` («девушку на первом месте»,
        «того, кто сидит на девятом месте»): its token, when nothing but «кто сидит» stands
        between and nothing but closing talk or a new clause follows it."""
        m = k + 1
        while m < len(self.t) and m <= k + 3 and self.words[m] in _SITTING:
            m += 1
        sits = any(self.words[x].startswith("сид") for x in range(k + 1, m))
        if sits and self.words[m:m + 1] == ["на"] and self.is_num(m + 1) and (
                self.words[m + 1].endswith(("ом", "ой"))):
            m += 1   # «игрока, что сидит на тринадцатом»: the place without «месте»
        elif sits and self.is_(m, self.lex.bare_slots) and self.is_num(m + 1):
            m += 1   # «того, кто сидит под номером тринадцать»: his seat's number
        elif not self.is_num(m) or not self.words[m].endswith(("месте", "места", "номера",
                                                                  "номером")):
            # («того, кто сидит под тринадцатым номером»: one token)
            return None
        nxt = m + 1
        while nxt < len(self.t) and nxt <= m + 3 and self.words[nxt] in _SITTING and any(
                self.words[x].startswith("сид") for x in range(m + 1, min(len(self.t), m + 4))):
            nxt += 1   # «того, кто на двенадцатом месте сидит»: the verb of sitting after it
        if self.closes(nxt) or self.boundary(nxt) or self.is_(nxt, self.lex.stoppers):
            return m
        return None

    def _searching(self, k: int) -> bool:
        """Is the demonstrative at ``k`` a search for the number («игрока номер, ну, этого»,
        «вот этого, ну как его»): right after a seat word, or before «как его»?"""
        lex = self.lex
        j = k - 1
        while j >= 0 and self.words[j] in lex.fillers:
            j -= 1
        if j >= 0 and self.words[j] in lex.slots and j < k - 1 and not self.is_num(j - 1):
            # not a seat word after its number («шестой слот, вот этого выставляю»: the seat
            # phrase said whole, then pointed at: tuning74)
            return True
        rest = self.words[k + 1:k + 5]
        return any(w == "как" and n in ("его", "ее", "там", "же") for w, n in zip(
            rest, rest[1:], strict=False))

    def _any_one(self, k: int) -> bool:
        """Does the ordinal at ``k`` mean «any one» («первого попавшегося», «первого
        встречного»), or «the first who…» («первого, кто заговорит», «первого же»)?"""
        lex = self.lex
        if self.is_(k + 1, lex.any_one):
            return True
        return (self.t[k].ordinal and self.t[k].value == 1 and not self.after_slot(k)
                and self.is_(k + 1, frozenset({"кто", "же", "who"})) and not self._saying_of_who(k + 1))

    def _saying_of_who(self, k: int) -> bool:
        """Is the «кто» at ``k`` the opening of a saying with its own correlate («…первого, кто
        первый, тот и виноват», «кто рано встает, тому бог подает»: tuning90): a sentence of its
        own, no «the first who» of the seat before it? Not with a future in it («первого, кто
        заговорит, тот…»: the first who will). Russian only."""
        if self.lex.lang != "ru" or self.words[k] != "кто":
            return False
        for x in range(k + 1, min(len(self.t), k + 6)):
            w = self.words[x]
            if w in _SAYING_CORRELATES:
                return x > k + 1
            if self.t[x].kind == "word" and " " not in w and is_future(w):
                return False   # «первого, кто заговорит, тот и мафия»: the first who will
        return False

    def _seat_follows(self, k: int) -> bool:
        """Is a seat phrase next from ``k`` («того игрока номер семь», «этого седьмого»)?"""
        lex = self.lex
        while k < len(self.t) and (self.is_(k, lex.slots, lex.fillers, lex.skip)
                                   or self.words[k] in ("самого", "самую", "самый")):
            k += 1
        return k < len(self.t) and self.t[k].kind == "num"

    def _after_seat(self, k: int, value: int, cost: float, neg: bool, vote: bool,
                    whom: int = -1) -> Seat:
        """From the seat at ``k``: repeats, a second seat, «а не», corrections (see the module);
        ``whom``: the pronoun that named it before the verb, when ``k`` is the verb («…, я тебя
        выставляю, извини»)."""
        lex = self.lex
        sorry = _SORRY.get(self.words[k], ()) or (_SORRY.get(self.words[whom], ()) if whom >= 0
                                                   else ())
        m, at = k + 1, k
        hesitated = False
        while m < len(self.t):
            w = self.words[m]
            if w in _CONCEDING and self._withdrawn_later(m):
                return Seat("nobody", end=len(self.t))   # «…, ну ладно, никого»: he gives in
            if w in lex.fillers or w in lex.slots or w == "да":
                hesitated = hesitated or (w in _REPAIR_PAUSE and m == at + 1)
                m += 1
                continue
            if w == "я" and self.is_(m + 1, _INSISTING):
                m += 2   # «…восьмого, я сказал»
                continue
            if w in _INSISTING_ALONE:
                m += 1   # «…первого, говорю, а не восьмого»
                continue
            if w in lex.vote_phrases:
                vote = True
                m += 1
                continue
            if (w in lex.negations and lex.lang == "ru" and self.is_(m + 1, _NOT_THAT)
                    and self.is_num(m + 2) and self.t[m + 2].value != value
                    and self.nameable(m + 2) and not self._either_or(k, m + 3)):
                # «…одиннадцатого, не то, двенадцатого»: not that one, this one (tuning64)
                value, m, at = self.t[m + 2].value, m + 3, m + 2
                continue
            if self.t[m].kind == "num":
                if self.t[m].value != value and self._own_verb_after(m):
                    break   # «…девятого, восьмого я выставлю завтра»: another act's (tuning102)
                if self._of_time(m):
                    m += 2   # «выставляю седьмого пятый раз подряд»: a time, not a seat
                    continue
                if (scored := self.score_end(m)) is not None:
                    m = scored   # «выставляю седьмого, два один в нашу пользу»: the score
                    continue
                if self.quantity(m):
                    break   # «выставляю седьмого, тысячу раз говорил»: a count
                if " " in self.words[k] and self.words[m] == self.words[k].split()[-1]:
                    m += 1   # «двадцать третьего третьего»: the recogniser's echo of its unit
                    continue
                if self._unit_lost(m):
                    return Seat("unclear", end=m + 2)   # «двадцать, ну, двадцать какого то»
                digits = self._digits_of(m, value)
                if digits:
                    m += digits   # «одиннадцатого, номер один один»: its digits said one by one
                    continue
                if self.t[m].value != value and (here := self._not_here(m) or self._already_up(m)):
                    # «…, а не восьмого, восьмого у нас нет», «…, пятый уже выставлен»: a
                    # remark on that seat
                    m = here
                    continue
                if self.t[m].value != value and self.counted(m):
                    m += 1   # «…десятого, ой, восемь у нас, ну все равно десятого»: how many
                    while self.is_(m, _AT_US):   # they are, no seat (tuning57)
                        m += 1
                    continue
                if self.t[m].value != value and self._said_is(m):
                    break   # «выставляю третьего, тридцать третье это мой размер»: a remark
                if self.t[m].value != value:
                    fix = self._fixed_after(m, value) or self._completed(at, m, value)
                    if (fix is None and hesitated and self.nameable(m)
                            and not self.nominative(m) and self.closes(m + 1)):
                        # «выставляю пятого, э-э, ну, шестого»: a hesitation right after the
                        # seat, then another closing the utterance: his repair
                        value, m, at = self.t[m].value, m + 1, m
                        continue
                    if fix is None:
                        return Seat("ambiguous", end=m + 1, vote=vote)
                    value, m, at = fix.value, fix.end, fix.at   # «…пятого шестого, ой, шестого»
                    continue
                m += 1
                continue
            if (w in lex.host and lex.lang == "ru" and self.is_(m + 1, lex.negations)
                    and self._lets_go(m + 2)):
                return Seat("retracted", end=m + 3)   # «…шестого, ведущий, не записывайте»
            if (w in lex.negations and lex.lang == "ru" and self._lets_go(m + 1)
                    and self._others_heard(m + 1)):
                break   # «…шестого, не слушайте зал»: others not to be heard, the act stands
            if w in lex.retractions or (   # «…, не слушайте меня», «не записывайте»
                    w in lex.negations and lex.lang == "ru" and m + 1 < len(self.t)
                    and self._lets_go(m + 1)):
                instead = self._instead(m + 1, value) if w in lex.retractions else None
                if instead is not None:   # «…седьмого, передумал, восьмого»
                    value, m, at = self.t[instead].value, instead + 1, instead
                    continue
                return Seat("retracted", end=m + 1)
            if self.wrong_one(m):
                which = self._not_that_but(m)
                if which is not None:   # «…десятого, не того, который у барселоны, а нашего
                    # десятого»: which of them he means (tuning92)
                    value, m, at = self.t[which].value, which + 1, which
                    continue
                return Seat("unclear", end=m + 2)
            if w in lex.negations and self.is_(m + 1, lex.negations):
                m += 1   # «…четвертого, не не четвертого, а седьмого»: the «не» said twice
                continue
            if (w in _SURELY_NOT and self.is_(m + 1, lex.negations) and m + 2 < len(self.t)
                    and self.t[m + 2].kind == "num" and self.t[m + 2].value != value):
                m += 1   # «выставляю двенадцатого, точно не тринадцатого»: the other one denied
                continue
            emphatic = next((len(e) for e in _EMPHATIC_NOT
                             if tuple(self.words[m:m + len(e)]) == e), 0)
            if (emphatic and self.is_(m + emphatic, lex.negations)
                    and self.is_num(m + emphatic + 1)):
                m += emphatic   # «…третьего, ни в коем случае не четвертого»: the «не» stressed
                continue
            if w in lex.negations and m + 1 < len(self.t) and self.t[m + 1].kind == "num":
                # «выставляю седьмого, не восьмого»: the other seat denied; «семнадцатого, не
                # семнадцатого, а восемнадцатого»: this one, and «а» names the right one
                fix = m + 2
                while self.is_(fix, lex.fillers):
                    fix += 1
                fix = self._described(fix)
                if (self.t[m + 1].value == value and fix < len(self.t)
                        and self.t[fix].kind == "num" and self.t[fix].value != value
                        and not self.quantity(fix)):
                    # «семнадцатого, не семнадцатого, девятого»: this one denied, the right one
                    # right after it with no «а»
                    value, m, at = self.t[fix].value, fix + 1, fix
                    continue
                if (self.t[m + 1].value != value and fix > m + 2 and self.is_num(fix)
                        and self.t[fix].value == self.t[m + 1].value and self.closes(fix + 1)):
                    # «восьмого, не девятого, короче девятку»: the colloquial «не» for «нет»,
                    # the seat after it said again past a filler, closing (tuning63)
                    value, m, at = self.t[fix].value, fix + 1, fix
                    continue
                neg = neg or (self.t[m + 1].value == value and self.is_(m + 2, frozenset({"а"})))
                m += 2
                continue
            if (neg and w == "как" and self.is_(m + 1, _AS_OTHERS)
                    and self.is_(m + 2, frozenset({"а"}))):
                m += 2   # «выставляю не первого, как все, а одиннадцатого»: an aside (tuning60)
                continue
            if (neg and w == "как" and self.is_(m + 1, _AS_OTHERS) and self.is_(m + 2, _THOUGHT)
                    and self.is_(m + 3, frozenset({"а"})) and self.is_num(m + 4)):
                # «выставляю не восьмого, как вы подумали, а десятого»: what the table thought,
                # an aside in the «не X, а Y» (tuning69)
                m += 3
                continue
            if w in _BUT_EN and neg and self.is_num(m + 1):
                # «i nominate not eight but seven»: the English «не X, а Y»
                value, neg, m, at = self.t[m + 1].value, False, m + 2, m + 1
                continue
            if neg and (w in lex.addressed or w in _HE) and (
                    fix := self._but_after_remark(m)) is not None:
                # «выставляю не седьмого, его уже выставили, а пятого»: «не X, а Y» with a remark
                # on X between (tuning63)
                value, neg, m, at = self.t[fix].value, False, fix + 1, fix
                continue
            if w in lex.conjunctions or (w in _AH and self.is_(m + 1, lex.addressed)):
                nxt = self._next_seat(m + 1)
                if nxt is None and w in _OR and self._damaged_option(m + 1, value):
                    # «выставляю двенад или тринад»: the other option a number cut short, still
                    # a second seat: two seats in one act (tuning106)
                    return Seat("ambiguous", end=m + 2, vote=vote)
                if nxt is not None and self.words[nxt - 1] in lex.negations:   # «а не девятого»
                    m = nxt + 1
                    continue
                if nxt is not None and neg and w == "а":                      # «не X а Y»
                    value, neg, m, at = self.t[nxt].value, False, nxt + 1, nxt
                    continue
                if nxt is None and neg and w == "а" and m == len(self.t) - 1:
                    # «…, не восьмого, а…»: the seat meant instead lost at the end (tuning112)
                    return Seat("unclear", end=m + 1, vote=vote)
                if (nxt is not None and w == "а" and self.t[nxt].value != value
                        and nxt == m + 1 and self.predicate_in(nxt + 1, nxt + 3)):
                    break   # «…второго, а седьмого оставлю на потом»: the object of its own verb
                if (nxt is not None and w == "а" and nxt == m + 1 and self.is_(nxt + 1, _NEXT_UP)
                        and self.closes(nxt + 2)):
                    break   # «…третьего, а восьмой следующий»: the other one next time, not now
                if (nxt is not None and w == "а" and nxt == m + 1 and self.t[nxt].value != value
                        and (here := self._not_here(nxt)) is not None):
                    m = here   # «…шестого, а восьмого у нас нет»: a remark on the other seat
                    continue
                if (nxt is not None and w == "а" and nxt == m + 1 and self.t[nxt].value != value
                        and self._said_is(nxt)):
                    break   # «…третьего, а тридцать третье это мой размер»: what that number is
                if (nxt is not None and w == "а" and nxt == m + 1 and self._own_clause_seats(nxt)):
                    break   # «…второго, а девятому и десятому я верю»: seats of a clause of
                    # their own, in another case, with its own verb
                if neg and w == "а" and self.is_(m + 1, DEMONSTRATIVE_OBJECTS):
                    # «выставляю не седьмого, а этого, как его (, девятого)»: the «не X, а Y» with
                    # Y searched for: his seat named after it, or lost (tuning102)
                    named = self._named_later(m + 2)
                    if named is not None:
                        return self._named_seat(named, cost, False, vote)
                    if self._searching(m + 1):
                        return Seat("unclear", end=len(self.t), vote=vote)
                if (nxt is not None and w == "а" and nxt == m + 1 and self.nominative(nxt)
                        and self.is_(nxt + 1, _LET_HIM) and self._let_speak(nxt + 2, None)):
                    break   # «…девятого, а седьмой пусть пока посидит»: the other let be (tuning102)
                if nxt is not None and self.t[nxt].value != value:
                    fix = self._fixed_after(nxt)
                    if fix is not None and fix.value in (value, self.t[nxt].value):
                        # «…восьмого и девятого, ой, только девятого»: one of the two meant
                        value, m, at = fix.value, fix.end, fix.at
                        continue
                    return Seat("ambiguous", end=nxt + 1, vote=vote)
                if (w == "а" or w in _AH) and self.is_(m + 1, lex.addressed) and (
                        any(t.kind == "verb" for t in self.t[m + 2:m + 5])
                        or self.predicate_in(m + 2, m + 5)):
                    # «выставляю четвертого, а его уже выставили…»: a remark on him; «…, тогда
                    # снимаю» closing it takes the act back
                    taken = self._retracted_after(m + 2)
                    if taken is not None:
                        return taken
                    break
                if self.is_(m + 1, lex.addressed, lex.self_words):
                    return Seat("ambiguous", end=m + 2, vote=vote)   # «выставляю седьмого и себя»
                if self.is_(m + 1, lex.corrections, lex.weak_corrections) or (
                        self.is_(m + 1, _THOUGH_WORDS) and self._leads_correction(m + 1)):
                    m += 1   # «а хотя нет», «а нет», «а хотя ну нет»: the correction follows
                    continue
                if (w == "а" and self.is_(m + 1, lex.fillers)
                        and self.is_(m + 2, lex.corrections, lex.weak_corrections)):
                    m += 2   # «…второго, а ну нет, не надо»: «а ну» opening the correction
                    continue
                break
            if w in _AH and self.is_(m + 1, lex.corrections, lex.weak_corrections):
                m += 1   # «…шестого, ох, нет…»: the sigh opening the correction (tuning102)
                continue
            if w in sorry and self.closes(m + 1):
                m += 1   # «…выставляю тебя, извини»: he apologises to him, the seat stands
                continue
            if w in _MEANT and at != k and all(
                    self.words[x] in _MEANT or self.closing(x) and not self._retracts(x)
                    # «…, шестого, перепутал цифры»: what he mixed up, named
                    or (self.words[x] in _MIXED_UP and self.is_(x - 1, _MIXING, _MIXED_UP))
                    for x in range(m + 1, self._mixed_why(m + 1))):
                # «…тринадцатого, нет, четырнадцатого, я хотел сказать»: the fix said (in more
                # than one word too: «…восьмого, извините, оговорился»)
                m += 1
                continue
            if (at != k and w in _AMENDMENTS and self.is_(m + 1, _FINAL)
                    and self.closes(m + 2)):
                m += 2   # «…шестого, поправка окончательная»: the fix confirmed
                continue
            if at == k and self._said_to_nominee(m, k):
                break   # «выставляю четырнадцатую, извини (, дорогая)»: said to her, nothing fixed
            if w in _APOLOGIES and at != k and self._remark_closing(m + 1):
                break   # «…восьмого, простите, волнуюсь»: the fix stands, a remark after it
            if w in _APOLOGIES and at != k and self._apology_to_undone(m + 1, k):
                break   # «…восьмого, нет, девятого, прости, восьмой»: said to the one undone
            if (w == "не не" and self.is_(m + 2, _BUT) and m + 3 < len(self.t)
                    and self.t[m + 1].kind == "num" and self.t[m + 3].kind == "num"):
                # «…четвертого не не четвертого а седьмого»: a stuttered «не N, а M»
                value, m, at = self.t[m + 3].value, m + 4, m + 3
                continue
            if w in _WAIT and self.is_(m + 1, lex.corrections, lex.weak_corrections):
                m += 1   # «…шестнадцатого, погодите, отставить»: he stops the table, then corrects
                continue
            if w in _THOUGH_WORDS and (n := self._leads_correction(m)):
                m = n   # «…восьмого, хотя стоп», «…, хотя ну нет»: «хотя» leads the correction
                continue
            if w in _AFTER_ALL and self.closes(m + 1):
                m += 1   # «…нет, первого, все таки»: the seat settled after all, nothing fixed
                continue   # (tuning73; «…первого, все таки восьмого» is still the correction)
            if w in lex.corrections or w in lex.weak_corrections or (
                    # «…девятого, хотя, не девятого, десятого»: on second thought, a seat next
                    # (not «…, хотя его уже выставили»: a remark; tuning60)
                    w in _ON_SECOND_SEAT and self._next_seat(m + 1) is not None):
                fix = self._correction(m, value, at)
                if fix.kind == "seat":
                    # «выставляю не тринадцатого, нет, одиннадцатого»: the seat denied, then the
                    # right one after «нет», as «не X, а Y» (tuning107)
                    neg = neg and fix.value == value
                    value, m, at = fix.value, fix.end, fix.at
                    continue
                if fix.kind != "none":
                    return fix
            near = self._seat_nearby(m)
            if near is not None:
                there, corrected = near
                if self.t[there].value == value:
                    if self._unit_lost(there):
                        return Seat("unclear", end=there + 2)   # «двадцать, ну, двадцать какого то»
                    m = there + 1
                    continue
                if not corrected:
                    return Seat("ambiguous", end=there + 1, vote=vote)
                value, m, at = self.t[there].value, there + 1, there
                continue
            break
        if neg:
            return Seat("negated", end=m)
        if self._declined(m) or self._withdrawn_later(m):
            return Seat("nobody", end=m)
        later = self._replaced_later(m, value)
        if later is not None:
            return later if later.kind != "seat" else Seat(
                "seat", later.value, cost, end=later.end, start=k, vote=vote, at=later.at)
        return Seat("seat", value, cost, end=m, start=k, vote=vote, at=at)

    def _said_is(self, j: int) -> bool:
        """Is the number at ``j`` the subject of «это» and a word («седьмой это я», «тридцать
        третье это мой размер», «восьмой это мафия»): named as one says what a thing is, in the
        nominative (a neuter ordinal too: a thing's number, no seat), not the act's object?
        (tuning57)"""
        t = self.t[j]
        subject = self.nominative(j) or (t.ordinal and t.word.split()[-1].endswith(_NEUTER))
        return (subject and self.is_(j + 1, _IS) and j + 2 < len(self.t)
                and self.t[j + 2].kind == "word")

    def _not_here(self, m: int) -> int | None:
        """The end of «N у нас нет», «N же нет» closing the utterance from the seat at ``m`` (the
        seat said not to be at the table), or ``None``."""
        x = m + 1
        while x < len(self.t) and x <= m + 4 and self.words[x] in _NOT_HERE:
            x += 1
        if all(w == "и" for w in self.words[m + 1:x]) or self.words[x:x + 1] != ["нет"] or (
                not self.closes(x + 1)):
            return None
        return x + 1

    def _count_then_seat(self, j: int, value: int) -> int | None:
        """After «we only have ten» from ``j`` (see ``_beyond_count``), a seat phrase closing the
        utterance («…eleven, oh wait, we only have ten, number one»; «…, нас же десять, номер
        один»): its token, the seat meant (tuning102); else ``None``."""
        n = j
        while n < len(self.t) and self.t[n].kind != "num":
            if n - j > 5 or self.t[n].kind == "verb":
                return None
            n += 1
        if n >= len(self.t) or not self.counted(n) or (self.t[n].value or 0) >= value:
            return None
        n += 1
        while self.is_(n, _OF_US) or self.is_(n, self.lex.slots, self.lex.fillers):
            n += 1
        if (self.is_num(n) and self.after_slot(n) and self.nameable(n)
                and (self.t[n].value or 0) < value and self.closes(n + 1)):
            return n
        return None

    def _beyond_count(self, j: int, value: int) -> bool:
        """From ``j`` on, past the correction's gap words, only how many they are («у нас же
        четырнадцать», «we only have fourteen»), fewer than the seat ``value`` said, closing the
        utterance?"""
        n = j
        while n < len(self.t) and self.t[n].kind != "num":
            if n - j > 5 or self.t[n].kind == "verb":
                return False
            n += 1
        if n >= len(self.t) or not self.counted(n) or (self.t[n].value or 0) >= value:
            return False
        n += 1
        while self.is_(n, _OF_US):
            n += 1
        return self.closes(n)

    def _already_up(self, m: int) -> int | None:
        """The end of «N уже выставлен», «N уже на голосовании» from the seat at ``m`` (another
        seat said to be up for the vote already: why the act is not his), or ``None``."""
        if self.words[m + 1:m + 2] != ["уже"] or not self.is_(m + 2, _PUT_UP):
            return None
        return m + 3

    def _apology_to_undone(self, j: int, k: int) -> bool:
        """Is the seat at ``j``, after an apology that follows a fix, the seat at ``k`` the fix
        replaced, named as one speaks to him (an ordinal in the nominative, «прости, восьмой»,
        where the act said «восьмого»), closing the utterance? Then the apology is to him, the
        fix stands (not «…, прости, восьмого»: the object's case, a fix again)."""
        return (self.is_num(j) and self.t[j].value == self.t[k].value and self.t[j].ordinal
                and self.nominative(j) and not self.nominative(k) and self.closes(j + 1))

    def _mixed_why(self, j: int) -> int:
        """Where why he mixed the seats up starts, after what he mixed up named from ``j``
        («…, я путаю цифры после третьего бокала», «…, путаю номера от волнения»): a
        preposition of cause right after a word of ``_MIXED_UP``, no verb from it to the end
        (tuning104); else the utterance's end."""
        for x in range(j + 1, len(self.t)):
            if self.is_(x, _MIXED_WHY) and self.is_(x - 1, _MIXED_UP):
                return x if all(t.kind != "verb" for t in self.t[x:]) else len(self.t)
        return len(self.t)

    def _remark_closing(self, j: int) -> bool:
        """Are the words from ``j`` to the end one to three plain words («волнуюсь», «что то я
        волнуюсь»): no seat, verb, negation, correction or word taking the act back?"""
        lex, n = self.lex, len(self.t) - j
        last = len(self.t) - 1
        # «…первого, простите, суфлер подсказал неправильно»: the slip blamed on what was said
        # to him, «неправильно» the manner of a verb of speech, no new correction (tuning91)
        blamed = (n >= 2 and self.words[last] in _SAID_WRONG and self.is_(last - 1, lex.speech)
                  and self.words[last - 1].endswith(_PAST_ENDS))
        return 1 <= n <= 3 and all(
            self.t[x].kind == "word" and (x == last and blamed or not self.is_(
                x, lex.negations, lex.corrections, lex.weak_corrections, lex.fillers,
                lex.self_words, lex.addressed, _WAIT)) and not self._retracts(x)
            for x in range(j, len(self.t)))

    def _said_to_nominee(self, m: int, k: int) -> bool:
        """Is the apology at ``m``, closing the utterance right after the seat at ``k`` that the
        verb governs («выставляю четырнадцатую, извини»), said to the one nominated: in the
        singular («извини», «прости»: one person, not the table), or with a word of endearment
        after it («…, извините, дорогая», «…, прости, джан»), or with what disturbed him («…,
        извините, телефон»)? Then it corrects nothing. Not
        «выставляю восьмого, извините» (to the table: a slip owned, the seat to come), nor a
        seat said before the verb («девятого я выставляю, извини»)."""
        w = self.words[m]
        if w not in _APOLOGIES:
            return False
        x = k - 1
        while x >= 0 and self.is_(x, self.lex.slots, self.lex.fillers):
            x -= 1
        if x < 0 or self.t[x].kind != "verb":
            return False
        rest = self.words[m + 1:]
        return (w in _SORRY_ONE and not rest) or (len(rest) == 1 and rest[0] in _DEAR) or (
            # «выставляю девятого, извините, телефон»: the apology for what disturbed him,
            # said as its cause (tuning112)
            1 <= len(rest) <= 2 and rest[0].startswith(_DISTURBANCE))

    def _completed(self, at: int, m: int, first: int) -> Seat | None:
        """The seat at ``m`` when only a hum («ээ», «эм») stands between it and the seat at ``at``
        and it is that number said whole: a unit completed into its teen or tens
        («восьмого, ээ, восемнадцатого», «второго, э, двадцать второго»): the number was cut
        short, then said; else none (not «восьмого, ээ, девятого»: two seats)."""
        second = self.t[m].value
        hums = self.words[at + 1:m]
        if not (hums and all(w in _HUMS for w in hums)) or not (
                0 < first < 10 < second and second % 10 == first):
            return None
        return Seat("seat", second, end=m + 1, at=m)

    def _fixed_after(self, m: int, first: int | None = None) -> Seat | None:
        """The seat a correction right after the second seat at ``m`` names («выставляю пятого
        шестого, ой, только шестого»: two seats said, then the one meant), or none. With the
        first seat ``first`` given, a settling filler and one of the two again closing the
        utterance decides («пятого, шестого, короче, шестого»); with no filler, the second said
        again («пятого, шестого, шестого»)."""
        n = m + 1
        settled = False
        while self.is_(n, self.lex.fillers):
            settled = settled or self.words[n] in _SETTLING
            n += 1
        if (first is not None and n < len(self.t) and self.t[n].kind == "num"
                and not self.quantity(n) and self.closes(n + 1)
                and (self.t[n].value == self.t[m].value
                     or (settled and self.t[n].value == first))):
            return Seat("seat", self.t[n].value, end=n + 1, at=n)
        if not self.is_(n, self.lex.corrections, self.lex.weak_corrections):
            return None
        fix = self._correction(n, self.t[m].value)
        return fix if fix.kind == "seat" else None

    def _own_clause_seats(self, j: int) -> bool:
        """Are the seats from ``j`` on («девятому и десятому», «первому и седьмому») two or
        more joined by «и», in the dative, with a predicate or thanks in the three words after
        them («…я верю», «…спасибо за игру»)? Then they are another clause's, not the act's."""
        lex, n = self.lex, 0
        while (self.t[j].kind == "num" and self.words[j].endswith(("ому", "ему"))
               and j + 2 < len(self.t) and self.words[j + 1] == "и" and self.t[j + 2].kind == "num"
               and self.words[j + 2].endswith(("ому", "ему"))):
            j, n = j + 2, n + 1
        if not n:
            return False
        return self.predicate_in(j + 1, j + 4) or any(
            self.words[x] in lex.end_words for x in range(j + 1, min(j + 4, len(self.t))))

    def _not_that_but(self, m: int) -> int | None:
        """After «не того» at ``m``: the seat named with «а» within eight words, a possessive or
        «этого» at most between («не того, который у барселоны, а нашего десятого», «не того, а
        этого, девятого»), no verb of the act nor another number before it; or ``None``."""
        for x in range(m + 2, min(len(self.t) - 1, m + 10)):
            if self.t[x].kind in ("num", "verb"):
                return None
            if self.words[x] == "а":
                y = x + 1
                while y < len(self.t) and y <= x + 2 and self.words[y] in _WHICH_ONE:
                    y += 1
                if self.is_num(y) and self.nameable(y):
                    return y
                return None
        return None

    def wrong_one(self, m: int) -> bool:
        """«не того», «не тот номер» at ``m``: the seat just said was the wrong one."""
        lex = self.lex
        return (self.words[m] in lex.negations and self.is_(m + 1, lex.demonstratives)
                and not self.is_(m + 2, frozenset({"что", "чтобы"})))

    def _retracts(self, m: int) -> bool:
        """«отменяю», «передумал», «не буду», «никого» at ``m``: the act taken back."""
        lex = self.lex
        return self.is_(m, lex.retractions, lex.nobody, lex.withdrawals) or (
            self.words[m] in lex.negations and self.is_(m + 1, lex.retractions_negated)) or (
            self.words[m] == "пока" and self.is_(m + 1, frozenset({"нет", "не"}))) or (
            # «…первого, ой, не считайте это»: the table told to let the act go
            lex.lang == "ru" and self.words[m] in lex.negations and m + 1 < len(self.t)
            and self._lets_go(m + 1)) or (
            # «…, да нет, конечно, это я так»: just so, said closing the utterance
            self.words[m:m + 3] == ["это", "я", "так"] and self.closes(m + 3)) or (
            # «…восьмого, нет, все, забыли»: that's it, forget it, closing the utterance (not «…,
            # про него все забыли»: a remark; tuning60)
            self.is_(m, _THATS_IT) and self.words[m + 1:m + 2] == ["забыли"]
            and self.closes(m + 2))

    def _denied_after(self, j: int) -> bool:
        """«…, то есть себя, а не восьмого»: at ``j`` a seat denied with «а не», closing the
        utterance — the replacement before it stands."""
        return (self.words[j] in ("а", "but") and self.is_(j + 1, self.lex.negations)
                and self.is_num(j + 2) and self.closes(j + 3))

    def _fixes_other(self, m: int, value: int) -> bool:
        """Does the correction word at ``m`` correct something else than the seat (tuning102): the
        reason or the time («…пятого, нет, не за голосование, а за то…», «…, поправлю себя по
        времени», «…, поправлюсь насчет вчерашнего»), an earlier word of his own («…, поправлюсь:
        я не говорила, что…»), the seat explained («…, то есть я считаю, что он мафия», «…, вернее,
        хочу объяснить…»), the apology for the manner («…, извините, что так быстро»), «нет
        сомнений»? Only with no other seat, no verb of the act and nothing taken back after it."""
        lex, n = self.lex, m + 1
        if lex.lang != "ru":
            return False
        w = self.words[m]
        while self.is_(n, lex.fillers):
            n += 1
        lead = self.words[n] if n < len(self.t) else ""
        if w == "нет":
            other = lead in _NO_DOUBT or (lead == "не" and self.is_(n + 1, _FOR_REASON)
                                           and self.is_word(n + 2))
        elif w in _AMENDING:
            other = (lead in _ABOUT_TOPIC or lead in _FOR_REASON) and self.is_word(n + 1) or (
                lead in _I_TOO and self.is_(n + 1 + self.is_(n + 1, lex.negations), _SAID_BEFORE))
        elif w in _EXPLAINING:
            other = lead in _OPINION or (lead in _I_TOO and self.is_(n + 1, _OPINION)) or (
                lead in _WANT and self.is_(n + 1, _EXPLAIN))
        elif w in _APOLOGIES:
            other = lead in _FOR_MANNER and not self.is_num(n + 1)
        else:
            return False
        return other and not any(
            (self.t[x].kind == "num" and self.t[x].value != value and not self.quantity(x))
            or self.t[x].kind == "verb" or self._retracts(x) or self.is_(x, lex.withdrawals)
            for x in range(n, len(self.t)))

    def _declined_after_remark(self, m: int, value: int) -> bool:
        """Does the utterance close, after the correction at ``m`` and a short remark of his (no
        seat, verb, negation, verb of speech or infinitive in it), with «не буду», «не надо»
        («…пятого, а нет, стоп, он же мой друг, не буду»: why, then the act declined), «не буду я
        пятого», or a withdrawal («воздерживаюсь», tuning102)? Not «…, отменять не буду» (what he
        will not do is take it back)."""
        lex = self.lex
        k = self.last_said()
        if self.is_(k, lex.nobody):
            k -= 1
        elif self.is_num(k) and self.t[k].value == value and self.is_(k - 1, _I_TOO):
            k -= 2   # «…, вы чего, не буду я второго»: the seat after «не буду я» (tuning102)
        if self.is_(k, lex.withdrawals) and self.closes(k + 1):
            k += 1   # «…, поправлюсь, на данный момент воздерживаюсь» (tuning102)
        elif not (self.is_(k, lex.retractions_negated) and self.is_(k - 1, lex.negations)):
            return False
        remark = range(m + 1, k - 1)
        return 0 < len(remark) <= 7 and not any(
            self.t[x].kind != "word" or self.is_(x, lex.negations, lex.speech)
            or self.words[x].endswith(("ть", "ти")) or self.words[x].startswith(_UNDO)
            for x in remark)

    def _named_later(self, n: int) -> int | None:
        """The seat that names, a few words on from ``n``, the one he pointed at or called by
        name («этого, как его, в кепке, шестого», «того чела, ну, который восьмой», «вот этого
        молодого человека номер шесть», «саню, ой, имена нельзя, четвертого», «сергея петровича,
        то есть номер семь»): after a correction, a settling word, «как его», «который» or a seat
        word, in the object's case (or after «который»/the seat word), closing the utterance (said
        twice, an apology after it); no verb, negation, other seat, a seat a preposition governs,
        nor a predicate or a preposition before the correction (tuning102). Its token, or
        ``None``."""
        lex = self.lex
        if n > 0 and self.words[n - 1].startswith("сосед"):
            return None   # «соседа номер три»: whose neighbour, no seat of his own
        marked = corrected = False
        for x in range(n, min(len(self.t), n + 7)):
            if self.t[x].kind == "num":
                named = self.is_(x - 1, _WHO_WHICH) or self.after_slot(x)
                if (not marked or self.quantity(x) or not self.nameable(x) or self.governed(x)
                        or self.oblique(x) or (self.nominative(x) and not named)):
                    return None
                end = x + 1
                while self.is_num(end) and self.t[end].value == self.t[x].value:
                    end += 1
                if self.is_(end, _APOLOGIES):
                    end += 1
                return x if self.closes(end) else None
            if (self.t[x].kind == "verb" or self.is_(x, lex.negations)
                    or (not corrected and self.is_(x, lex.prepositions - _IN_ON))
                    or self._retracts(x) or (self.is_(x, lex.stoppers) and not self.is_(x, _WHO_WHICH)
                                             and self.words[x:x + 2] not in _AS_HIM)
                    or (not corrected and self.predicate_in(x, x + 1))):
                return None
            corrected = corrected or self.is_(x, lex.corrections, lex.weak_corrections)
            marked = marked or corrected or self.is_(x, _NAMING_AGAIN, lex.fillers, lex.slots,
                                                     _WHO_WHICH) or (
                self.words[x - 1:x + 1] in _AS_HIM)
        return None

    def _named_seat(self, at: int, cost: float, neg: bool, vote: bool) -> Seat:
        """The seat ``_named_later`` found at ``at``, closing the utterance (tuning102)."""
        if neg:
            return Seat("negated", end=len(self.t))
        return Seat("seat", self.t[at].value, cost + FILLER + self.t[at].cost, end=len(self.t),
                    start=at, vote=vote, at=at)

    def _described(self, x: int) -> int:
        """Past «того, кто в очках» at ``x`` (a pointing word and a relative clause of a few words:
        no seat, verb of the act or negation) when a seat follows it: the seat's token; else
        ``x`` («…шестого, не седьмого, ну того, кто в очках, седьмого», tuning102)."""
        if not (self.is_(x, _POINTING, _FAR_POINTING) and self.is_(x + 1, _WHO_WHICH)):
            return x
        for y in range(x + 2, min(len(self.t), x + 8)):
            if self.t[y].kind == "num":
                return y
            if self.t[y].kind == "verb" or self.is_(y, self.lex.negations):
                return x
        return x

    def _oops_link(self, m: int, value: int) -> bool:
        """Is «ой, не N» at ``m``: the slip's sound, «не» and a seat other than ``value`` in the
        object's case (tuning102)?"""
        return (self.is_(m, _OOPS) and self.is_(m + 1, self.lex.negations) and self.is_num(m + 2)
                and self.t[m + 2].value != value and self.nameable(m + 2)
                and not self.nominative(m + 2) and not self.quantity(m + 2))

    def _own_verb_after(self, j: int) -> bool:
        """Is the seat at ``j`` followed by «я» and a nominating verb not in its performing mood
        («восьмого я выставлю завтра»): the object of another act of his (tuning102)?"""
        return (self.is_(j + 1, _I_TOO) and j + 2 < len(self.t) and self.t[j + 2].kind == "verb"
                and self.t[j + 2].mood != "act")

    def _act_restated(self, m: int) -> bool:
        """Is the correction at ``m`` followed (past fillers) by the act's own verb again with no
        seat, closing the utterance or with «а не…» and words only after it (the act meant, not
        talk: «…, в смысле, выставляю, а не просто говорю», tuning102)?"""
        lex, x = self.lex, m + 1
        while self.is_(x, lex.fillers):
            x += 1
        if not (0 <= x < len(self.t) and self.t[x].kind == "verb" and self.t[x].mood == "act"
                and any(self.words[y] == self.words[x] for y in range(m))):
            return False
        return self.closes(x + 1) or (
            self.is_(x + 1, _BUT) and self.is_(x + 2, lex.negations)
            and all(t.kind == "word" for t in self.t[x + 3:]))

    def _meant_instead(self, m: int) -> bool:
        """Is the correction at ``m`` followed (past «я», fillers, more corrections) by «хотел»
        and an infinitive of asking, talking, listening («…шестого, нет, извините, я хотел
        спросить у шестого»): what he meant to do instead of the act (tuning102)?"""
        lex, x = self.lex, m + 1
        while x < m + 8 and (self.is_(x, _I_TOO, lex.fillers, lex.corrections,
                                      lex.weak_corrections) or self.words[x:x + 3] == _NOT_THAT_MEANT):
            x += 3 if self.words[x:x + 3] == _NOT_THAT_MEANT else 1
        return self.is_(x, _WANT) and self.is_(x + 1, _MEANT_OTHER)

    def is_word(self, k: int) -> bool:
        """Is there a token ``k``, and a plain word (no seat)?"""
        return 0 <= k < len(self.t) and self.t[k].kind == "word"

    def _correction(self, m: int, value: int, at: int | None = None) -> Seat:
        """After the correction word at ``m``: the seat that replaces (``seat``; the seat said
        before it, at ``at``, when only another one is denied), the act taken back
        (``retracted``), the seat taken back (``unclear``), two replacements (``ambiguous``), or
        ``none`` (a weak correction with no seat: go on)."""
        lex = self.lex
        strong = self.words[m] in lex.corrections
        gap = (lex.correction_gap | lex.fillers | lex.slots | lex.corrections | lex.weak_corrections
               | lex.skip | _STILL   # «то есть сам себя»: free inside the act, free here
               | _SELF_STRESS
               | lex.host   # «…девятого, извините, судья, снимаю»: the host addressed
               | _CALLED)   # «…девятого, нет, ара, десятого»: the table called (tuning80)
        found: int | None = None
        negated: set[int] = set()
        wrong = False
        if self.words[m] in SLIPS and self.closes(m + 1):
            return Seat("retracted", end=m + 1)   # «выставляю девятого, оговорился»
        if value is not None and self._who_sits(m):
            # «выставляю вторую, то есть нашу невесту»: who the seat is, not another (tuning104)
            return Seat("seat", value, end=len(self.t), at=at)
        if self._meant_instead(m) or self._declined_after_remark(m, value):
            return Seat("retracted", end=len(self.t))
        if self.words[m] in lex.hedges and (again := self._said_again(m + 1, value)) is not None:
            # «…восьмого, или нет, подождите, где мои очки, да, восьмого»: the doubt answered by
            # the seat said again (tuning102)
            return Seat("seat", value, end=again + 1, at=again)
        if self._act_restated(m):
            # «…девятого, ну, в смысле, выставляю, а не просто говорю»: the act itself meant, the
            # seat stands (tuning102)
            return Seat("seat", value, end=len(self.t), at=at)
        if self._fixes_other(m, value):
            # «…пятого, поправка по причине…»: something else corrected, the seat stands
            # (tuning102)
            return Seat("seat", value, end=len(self.t), at=at)
        if self._oops_link(m, value) and self._oops_link(m + 3, self.t[m + 2].value):
            # «…десятку, ой, не одиннадцатую, ой, не двенадцатую»: a chain of «ой, не N» repairs
            # (one alone denies the other seat: «…девятого, ой, не пятого»); the last link is the
            # seat meant (tuning102)
            x = m
            while self._oops_link(x + 3, self.t[x + 2].value):
                x += 3
            return Seat("seat", self.t[x + 2].value, end=x + 3, at=x + 2)
        n = m + 1 + self.is_(m + 1, _I_TOO)
        if (strong and self.is_(n, lex.negations) and n + 1 < len(self.t)
                and self.words[n + 1].startswith(_NOT_UNDONE) and self.closes(n + 2)):
            return Seat("none", end=n + 2)   # «…девятого, и нет, я не передумаю»: he insists
        if (strong and self.is_(n, lex.negations) and n + 1 < len(self.t)
                and self.words[n + 1].startswith(_NOT_UNDONE) and self.is_num(n + 2)
                and self.t[n + 2].value == value and self.closes(n + 3)):
            # «…двенадцать, нет, я не меняю, двенадцать»: he insists, the seat again (tuning102)
            return Seat("seat", value, end=n + 3, at=n + 2)
        if strong and self.is_(n, _EARNEST):
            # «…девятого, нет, я серьезно (, девятого)»: «нет» answering a doubt, he insists
            k = n + 1
            while self.is_(k, lex.fillers):
                k += 1
            if self.closes(k):
                return Seat("none", end=k)
            if (self.t[k].kind == "num" and self.t[k].value == value and self.closes(k + 1)
                    and not self.nominative(k)):
                return Seat("seat", value, end=k + 1, at=k)
        if self._meant_vote(m + 1, value):
            return Seat("retracted", end=len(self.t))   # «…, ой, я голосовать за него хотел»
        if self._meant_other(m + 1, value):
            # «…десятого, ой, я же хотела сказать тост, а не выставлять»: another thing meant
            return Seat("retracted", end=len(self.t))
        again = self._said_again(n, value) if strong else None
        if again is not None:
            # «…четвертого, нет, не спорь со мной, четвертого», «…первого, нет, вы не
            # ослышались, первого»: «нет» answering the table, then the same seat again
            return Seat("seat", value, end=again + 1, at=again)
        if self.words[m] in SECOND_THOUGHT and not self.closes(m + 1) and not any(
                t.kind in ("num", "verb") for t in self.t[m + 1:]):
            return Seat("retracted", end=len(self.t))   # «…, хотя нет, пусть поговорит сначала»
        j = m + 1
        while j < len(self.t) and j <= m + 6:
            w = self.words[j]
            if found is None and w == "пусть" and self.is_(j + 1, _OTHERS):
                return Seat("retracted", end=j + 2)
            if found is None and w == "пусть" and self._let_speak(j + 1, value):
                return Seat("retracted", end=len(self.t))
            if found is None and w in _ONLY_A_PLAN and self.closes(j + 1):
                return Seat("retracted", end=j + 1)   # «…четвертого, нет, пока просто план»
            if found is None and (w in _DEFERRING or (
                    w in _FIRST_OF_ALL and self.is_(j + 1, _DEFERRING))):
                return Seat("retracted", end=len(self.t))   # «…, нет, сначала дослушаю его»
            if found is None and not wrong and self.words[j] in SLIPS and self.closes(j + 1):
                return Seat("retracted", end=j + 1)   # «…девятого, извините, оговорился»
            if self._retracts(j):
                instead = self._instead(j + 1, value) if self.is_(j, lex.retractions) else None
                if instead is not None:   # «нет, я передумал, восьмого»
                    return Seat("seat", self.t[instead].value, end=instead + 1, at=instead)
                return Seat("retracted", end=j + 1)
            if self.wrong_one(j):   # «нет, не того, восьмого»: a seat after it still replaces
                wrong, j = True, j + 2
                continue
            if found is not None and (w in lex.corrections or w in lex.weak_corrections
                                      or self.t[j].kind != "num" and w not in _AFTER_FIX
                                      # «…, прости, шестой джан, девятого»: he addresses him
                                      and not (w in _CALLED and self.nominative(found))):
                # «ой нет пятого, стоп, четвертого»: the next correction decides; «…первого, не
                # слушайте меня»: what follows the seat is read after it
                break
            if (w in lex.self_words and found is None and self.ctx.speaker is not None
                    and self.is_num(j + 1) and self.t[j + 1].value == self.ctx.speaker
                    and self.closes(j + 2)):
                # «…тринадцатого, нет, себя, четырнадцатого»: himself, named by his own seat
                # (tuning75)
                return Seat("seat", self.ctx.speaker, end=j + 2, at=j + 1)
            if w in lex.self_words and found is None and self.ctx.speaker is not None and (
                    self.closes(j + 1) or self.is_(j + 1, lex.stoppers, lex.boundaries)
                    or self._denied_after(j + 1) or self.ctx.speaker == value):
                # («выставляю седьмого, то есть сам себя, да, я серьезно…»: the seat he said is
                # his own, whatever he says after it)
                # «выставляю шестого, то есть себя»: the speaker's own seat replaces
                return Seat("seat", self.ctx.speaker, end=j + 1, at=j)
            if found is None and self.t[j].kind == "num" and self.is_(j + 1, _OF) and self.quantity(j):
                return Seat("unclear", end=j + 1)   # «ой, то есть одного из тех…»: no seat said
            if found is None and self.t[j].kind == "num" and self._any_one(j):
                # «…первого, то есть первый, кто будет молчать, того и выставлю»: the seat made
                # a rule for later, no act now; with no future, no seat said (tuning102)
                later = any(self.is_(x, lex.future) or (self.t[x].kind == "verb"
                                                        and self.t[x].mood == "perfective")
                            for x in range(j + 1, len(self.t)))
                return Seat("retracted" if later else "unclear", end=len(self.t))
            if (found is None and self.t[j].kind == "num" and self.t[j].value == value
                    and self.nominative(j) and self.words[j + 1:j + 3] == ["это", "я"]
                    and not self.closes(j + 3) and self._is_me(j + 1) is None):
                j += 3   # «…седьмого, ой нет, седьмой это я, ну тогда четвертого»: why he
                continue   # corrects, the seat undone is his own; the fix follows (tuning57)
            if (scored := self.score_end(j)) is not None:
                j = scored   # «…, нет, первого, один ноль в мою пользу»: the score (tuning92)
                continue
            # «ой, у нас же четырнадцать мест, шестого»: how many they are replaces nothing
            seat = None if w in gap or self.counted(j) or self.quantity(j) else self.seat_value(j)
            if (seat is not None and found is not None and self.t[j].value == value
                    and self._own_verb_after(j)):
                break   # «…нет, стоп, девять, восьмого я выставлю завтра»: the one corrected
                # away is the object of his other act, later (tuning102)
            if seat is not None:
                if self.words[j - 1] in lex.negations:
                    negated.add(seat[0])            # «нет, не седьмого, именно шестого»
                elif found is None:
                    found = j
                elif (self.words[j] in _ALONE and j == found + 1
                      and self.words[found - 1] == "только"):
                    pass   # «…, ой, только девятого одного»: him alone
                elif self.t[j].value == value and (dropped := self._dropped(j)) is not None:
                    # «выставляю пятого, ой, шестого, пятый хороший», «…второго не надо»: the
                    # seat corrected away cleared or let go, why he corrected; the new one stands
                    return Seat("seat", self.seat_value(found)[0], end=dropped, at=found)
                elif self.t[j].value == value and (here := self._not_here(j)) is not None:
                    # «выставляю двадцатого, то есть десятого, двадцатого у нас конечно нет»:
                    # the seat corrected away is not at the table, why he corrected (tuning78)
                    return Seat("seat", self.seat_value(found)[0], end=here, at=found)
                elif (self.words[m] in _APOLOGIES and self.t[found].value == value
                      and self.t[found].ordinal and self.nominative(found)
                      and self.t[j].value != value and not self.nominative(j)):
                    # «выставляю шестого, прости, шестой (джан), девятого»: the apology said to
                    # the one corrected away, named as one speaks to him; the fix after it
                    # (tuning80)
                    found = j
                elif self.t[j].value != self.t[found].value:
                    return Seat("ambiguous", end=j + 1)
                j += 1
                continue
            if w not in gap:
                break
            j += 1
        if found is not None:
            if (any(self.is_(x, _MEANT_SAYING) for x in range(m, found))
                    and self.predicate_in(j, j + 1) and not self.t[j].kind == "verb"):
                # «…восьмого, нет, я хотел сказать: восьмого выслушаю»: the seat meant is the
                # object of another verb of his, no act (tuning102)
                return Seat("retracted", end=len(self.t))
            if (self.nominative(found) and self.t[found].value == value == self.ctx.speaker
                    and not wrong and (mine := self._is_me(found + 1)) is not None):
                # «…третьего, ой нет, третий это ж я»: the seat named again as his own, why he
                # undoes the act (tuning60): taken back
                return Seat("retracted", end=mine)
            if self.nominative(found) and not self.closes(j):
                if self.t[found].value == value and not wrong:
                    n = found + 1
                    while self.is_(n, lex.fillers, _CALLED) or self.words[n] in ("же", "вообще"):
                        n += 1
                    why = self._why_then_seat(found, value)
                    if why is not None:
                        # «…девятого, нет, девятый же убит, десятого (выставляю)», «…, нет,
                        # десятый хороший человек, девятого»: why he corrects, said of the seat
                        # corrected away, then the one that replaces it (tuning75)
                        return Seat("seat", self.t[why].value, end=why + 1, at=why)
                    if self.is_(n, _CLEARED):
                        return Seat("retracted", end=n + 1)   # «…первого, нет, первый мирный»
                    return Seat("none", end=m + 1)   # «ой, девятый же выставлен»: a remark
                return Seat("ambiguous", end=j)    # «нет, восьмой не черный»: a new clause
            if any(self.words[x] in _ITS for x in range(m + 1, found)):
                n = j   # «…, it's three, yes, three»: past the seat said again
                while n < len(self.t) and (self.is_(n, gap) or (
                        self.t[n].kind == "num" and self.t[n].value == self.t[found].value)):
                    n += 1
                if not self.closes(n):
                    return Seat("ambiguous", end=j)    # «…, no wait, it's three who…»
            return Seat("seat", self.seat_value(found)[0], end=j, at=found)
        if wrong and self._withdrawn_later(j):
            # «…, нет, не то сказал, извините, пока никого»: the slip owned, then no one (tuning60)
            return Seat("nobody", end=len(self.t))
        if wrong:
            return Seat("unclear", end=j)   # «ой, не того»
        if negated and value not in negated and self.closes(j):
            # «выставляю седьмого, нет, не восьмого»: only another seat denied, what he does not
            # mean; the seat said stands
            return Seat("seat", value, end=j, at=at)
        later = self._replaced_later(m + 1, value, corrected=True)
        if later is not None and later.kind == "seat" and later.value not in negated:
            return later   # «ой нет, нас двадцать пять, значит двадцать пятого»
        if self.words[m] in _OATHS and self.closes(m + 1):
            return Seat("none", end=m + 1)   # «выставляю второго, блин»: the seat stands
        if self._spared_after(m):
            return Seat("retracted", end=len(self.t))   # «…, ой нет, он же доктор, пусть живет»
        if self._put_off(m + 1):
            return Seat("nobody", end=len(self.t))   # «…, стоп, нет, не сегодня»
        if self._withdrawn_later(m + 1):
            # «…, нет, подождите, он же сказал, что он шериф, тогда никого»: past a remark of any
            # length, «тогда никого» closing the utterance: no one
            return Seat("nobody", end=len(self.t))
        if self._nobody_after(j):
            return Seat("nobody", end=len(self.t))   # «…, ой нет, не пятого, и вообще никого»
        if value in negated and not wrong and self.words[j - 1] == "а" and self.closes(j):
            # «…восьмого, ой нет, не восьмого, а…»: the seat meant instead lost (tuning112)
            return Seat("unclear", end=j)
        if value in negated and not wrong and self.closes(j):
            return Seat("retracted", end=j)   # «выставляю седьмого, нет, не седьмого»: no one said
        if not negated and (meant := self._count_then_seat(m + 1, value)) is not None:
            return Seat("seat", self.t[meant].value, end=meant + 1, at=meant)   # (tuning102)
        if not negated and self._beyond_count(m + 1, value):
            # «…пятнадцатого, стоп, нас всего четырнадцать», «…fifteen, wait, we only have
            # fourteen»: the count says why, the seat is not at the table (the box says so)
            return Seat("seat", value, end=len(self.t), at=at)
        closing = self.closes(m + 1) and self.words[m] not in lex.hedges   # not «… или нет?»
        # with no verb after, a strong correction takes the seat back; with a nominating verb
        # after, any correction does: he starts again («…пятого, ой, ну и кого мне выставить»)
        verb_after = any(t.kind == "verb" for t in self.t[m + 1:])
        if value in negated or closing or (strong and not verb_after) or (
                verb_after and self.words[m] not in lex.hedges):
            return Seat("unclear", end=len(self.t))   # «выставляю пятого ой нет», «… ой»
        return Seat("none", end=m + 1)

    def _who_sits(self, m: int) -> bool:
        """Is the «то есть» at ``m`` followed, to the utterance's close, only by who sits at the
        seat before it: one to three words for a person («тетю галю», «маму жениха»), a
        possessive before them («нашу невесту») (tuning104)? Not a seat, a pronoun, «себя» or
        «нет» (a correction still: «то есть себя», «то есть девятого»), nor another clause."""
        if self.lex.lang != "ru" or self.words[m] not in _THAT_IS:
            return False
        j = m + 1
        j += self.is_(j, _WHOSE_KIN)
        k = j
        while k < len(self.t) and k - j < 3 and self.t[k].kind == "word" and (
                " " not in self.words[k] and is_person(self.words[k])):
            k += 1
        return k > j and self.closes(k)

    def _why_then_seat(self, k: int, value: int) -> int | None:
        """After the corrected seat named again in the nominative at ``k`` and a few words said of
        it («девятый же убит», «десятый хороший человек»: no verb, preposition, negation or
        subordinate clause), another seat in the act's case closing the utterance (or said before
        the act's verb again): its token, or ``None``."""
        lex = self.lex
        for x in range(k + 1, min(len(self.t), k + 6)):
            if self.t[x].kind == "num":
                if (self.t[x].value == value or self.nominative(x) or self.oblique(x)
                        or self.governed(x) or self.counted(x) or self.quantity(x)
                        or not self.nameable(x) or x == k + 1):
                    return None
                if all(self.closing(n) or (self.t[n].kind == "verb" and self.t[n].mood == "act")
                       for n in range(x + 1, len(self.t))):
                    return x
                return None
            if self.t[x].kind != "word" or self.is_(
                    x, lex.prepositions, lex.negations, lex.stoppers, lex.conjunctions,
                    lex.speech, lex.corrections):
                return None
        return None

    def _is_me(self, n: int) -> int | None:
        """The end of «это (же) я», «это ж я и есть» from ``n``, closing the utterance, or
        ``None``."""
        if not self.is_(n, _THIS_IS):
            return None
        n += 1
        while self.is_(n, _OWN_MARK):
            n += 1
        if not self.is_(n, _I_MYSELF):
            return None
        n += 1 + (self.words[n + 1:n + 3] == ["и", "есть"]) * 2
        return n if self.closes(n) else None

    def _dropped(self, j: int) -> int | None:
        """Is the seat at ``j`` (the one a correction just replaced) cleared or let go, closing
        the utterance: in the nominative with «мирный», «хороший», «мой красный» after it, or
        «это я» when it is the speaker's own seat, or «не надо», «не нужно» after it in any
        case? Then the end of what is said of it."""
        n = j + 1
        while self.is_(n, self.lex.fillers, _OWN_MARK):
            n += 1
        if self.nominative(j) and self.is_(n, _CLEARED, _GOOD) and self.closes(n + 1):
            return n + 1
        if (self.nominative(j) and self.words[j + 1:j + 3] == ["это", "я"] and self.closes(j + 3)
                and self.t[j].value == self.ctx.speaker):
            return j + 3   # «…второго, то есть первого, второй это я»: the one undone is himself
        if self.nominative(j):
            # «…шестого, точнее восьмого, шестой уже выставлен»: why he corrected, the seat
            # corrected away already on the ballot or dead
            while self.is_(n, _ALREADY_WORDS):
                n += 1
            if self.is_(n, _ALREADY_UP) and self.closes(n + 1):
                return n + 1
        if (not self.nominative(j) and self.is_(n, self.lex.negations) and self.is_(n + 1, _NEEDED)
                and self.closes(n + 2)):
            return n + 2
        return None

    def _floor_closes(self, k: int) -> bool:
        """Does the floor word at ``k`` give the floor to a seat closing the utterance («слово
        игроку (номер) шесть», «слово шестому»: the box's own voice, or his pass)?"""
        if self.words[k] not in self.lex.floor:
            return False
        n = k + 1
        while self.is_(n, _TO_PLAYER):
            n += 1
        return n < len(self.t) and self.t[n].kind == "num" and self.closes(n + 1)

    def _seat_nearby(self, m: int) -> tuple[int, bool] | None:
        """Another seat a few words after the one just said, in the same clause («выставляю
        седьмого ой блин восьмого», «выставляю седьмого пятый мафия»): ``(its token, whether a
        correction stood between)``. A seat after a preposition, a subordinate clause, a new
        clause or a verb («за третьего», «потому что первый») is not near."""
        lex = self.lex
        corrected = False
        for k in range(m, min(len(self.t), m + 4)):
            w, t = self.words[k], self.t[k]
            if t.kind == "num":
                if self._of_time(k) or self.quantity(k) or self.counted(k):
                    # «…, уже пятый раз»: a time; «ой, одного из тех…», «ой, восемь у нас»: a count
                    return None
                if not corrected and self.predicate_in(m, k):
                    return None   # «выставляю седьмого, он подставил четвертого»: its object
                return k, corrected
            if (w in lex.prepositions or w in lex.stoppers or self.boundary(k)
                    or w in lex.end_words or w in lex.speech or t.kind == "verb"
                    or self._floor_closes(k)):
                # «…пятого, слово игроку шесть»: the floor given (the box's own voice heard)
                return None
            corrected = corrected or w in lex.corrections or w in lex.weak_corrections
        return None

    def _replaced_later(self, m: int, value: int, corrected: bool = False) -> Seat | None:
        """A later seat on its own after a remark («выставляю второго, а он уже выставлен, тогда
        двенадцатого»): after «тогда», «значит», a correction it replaces, whatever follows;
        after any other word it makes the act ambiguous when it closes the utterance. Not a
        seat a preposition or a verb governs («он голосовал за девятого», «он подставил
        девятого», «тогда двенадцатого выставили»), the subject of a new clause, or one inside a
        reason («потому что…»). ``corrected``: a correction stands right before ``m``; then a
        seat closing the utterance after the remark replaces («ой, у нас же четырнадцать мест,
        шестого»)."""
        lex = self.lex
        if lex.lang != "ru":
            return None
        # not a count («у нас же десять»), nor a seat a preposition governs («хотя он голосовал за
        # третьего, тогда третьего»: the one after it may still replace)
        # (nor a seat denied with the seat said again right after it: «…слышите, седьмого, нет, не
        # одиннадцатого, седьмого», tuning102)
        later = next((x for x in range(m, min(len(self.t), m + 10)) if self.t[x].kind == "num"
                      and self.t[x].value != value and not self.counted(x)
                      and not self.governed(x) and not self._of_time(x)
                      and not (self.is_(x - 1, lex.negations) and self.is_num(x + 1)
                               and self.t[x + 1].value == value)), None)
        last = self.last_said()
        if (corrected and later is not None and last > later and self.nominative(later)
                and self.t[last].kind == "num" and self.t[last].value == self.t[later].value
                and not self.nominative(last)):
            later = last   # «…ой, он какой номер, шестой, да, шестого»: the answer, then the act's case
        if later is None or (self.nominative(later) or self.oblique(later) or self.governed(later)
                             or self.quantity(later) or not self.nameable(later)):
            return None
        said = later   # «…, ой, у нас же шестнадцать человек, седьмого, седьмого»: the seat said
        while self.is_num(said + 1) and self.t[said + 1].value == self.t[later].value:
            said += 1   # again closing the utterance is the same seat (tuning75)
        # («ой, мне бабушка подсказывает, что восьмой это она, значит девятого»: after a
        # correction, «значит», «тогда» right before the seat closing the utterance replaces
        # past a subordinate clause too, tuning75)
        settles = (corrected and said == last
                   and self.is_(later - 1, lex.replacements))
        if not settles and any(self.words[x] in lex.stoppers for x in range(m, later)):
            return None
        j = later - 1
        while j >= m and self.words[j] in _TO_PLAYER:
            j -= 1
        if j >= m and self._floor_closes(j):
            return None   # «…пятого, слово игроку шесть»: the floor given (the box's own voice)
        verbs = [self.t[x] for x in range(m, later) if self.t[x].kind == "verb"]
        if self.predicate_in(later + 1, later + 2):
            return None   # «…тогда двенадцатого выставили»: another verb's object
        j = later - 1
        opener = (lex.correction_gap | lex.replacements | lex.fillers | lex.slots
                  # «…первого, он же убит, извините, второго»: the apology opens the fix
                  | lex.corrections | lex.weak_corrections)
        while j >= m and self.words[j] in opener:
            j -= 1
        openers = self.words[j + 1:later]
        replaced = any(w in lex.replacements or w in lex.corrections or w in lex.weak_corrections
                       for w in openers)
        if (self.is_(later - 1, _BUT) and self.is_num(later - 2) and self.t[later - 2].value == value
                and self.is_(later - 3, lex.negations) and said == last
                and not any(self.is_(x, lex.speech) for x in range(m, later))):
            # «…пятого, дедушка, ты не так понял: не пятого, а четвертого»: the seat said denied
            # and replaced after a remark (not someone's words: «…, он сказал: не пятого, а
            # четвертого») (tuning75)
            replaced = True
        if verbs:
            # «…, его уже выставили, значит седьмого»: a remark with a verb of its own, then the
            # replacing seat closing the utterance; not a seat another verb took («…, он
            # подставил девятого»), nor after another act of his
            if not (replaced and said == last and openers
                    and all(v.mood not in ("act", "perfective") for v in verbs)):
                return None
        if corrected and said == last and not any(
                self.is_(x, lex.conjunctions, lex.self_words, lex.addressed)
                for x in range(m, later)):
            replaced = True   # not «то есть себя и седьмого»: two seats
        if (not replaced and not verbs and later == self.last_said() and later > m
                and all(w in _REPAIR_PAUSE for w in self.words[m:later])):
            replaced = True   # «выставляю пятого, э-э, ну, шестого»: a hesitation, then the fix
        if replaced:
            return Seat("seat", self.t[later].value, end=said + 1, at=later)
        if said != last or (not openers and j >= m and self.predicate_in(j, j + 1)):
            return None
        if self.is_(m, _CONTRAST_A) and self._later_seat(m + 1, value):
            return None   # «…седьмого, а завтра девятого»: the other one for a later day, no
            # seat of this act (tuning106)
        return Seat("ambiguous", end=later + 1)

    def _instead(self, j: int, value: int | None = None) -> int | None:
        """The seat closing the utterance right after a retraction, in its place («…, передумал,
        восьмого»), past the words of a correction; not one said as a subject («передумал,
        восьмой мирный»), nor the seat ``value`` just nominated right after a verb of withdrawal
        that takes it for its object («…восемнадцатого, поправка, снимаю восемнадцатого»: what
        he withdraws, not the seat in its place)."""
        lex = self.lex
        if value is not None and j > 0 and self.words[j - 1] in WITHDRAWING:
            x = j
            while self.is_(x, lex.slots):
                x += 1
            if self.is_num(x) and self.t[x].value == value:
                return None
        # «…, хотя нет, пусть живет первый»: the one spared, the subject of «пусть живет»
        spared = j > 0 and self.words[j - 1].startswith("пусть ")
        gap = lex.correction_gap | lex.fillers | lex.slots | lex.corrections
        while j < len(self.t) and self.words[j] in gap:
            j += 1
        if j >= len(self.t) or self.t[j].kind != "num" or not self.nameable(j):
            return None
        if spared and self.nominative(j):
            return None
        end = j + 1
        while self.is_num(end) and self.t[end].value == self.t[j].value:
            end += 1
        if end < len(self.t) and self.t[end].kind == "verb" and self.t[end].mood == "act" and (
                not self.is_(end - 2, self.lex.negations)):
            end += 1   # «…, забудьте, седьмого выставляю»: the act said again after the seat
        return j if self.closes(end) else None

    def _withdrawn_later(self, m: int) -> bool:
        """«…, а его уже выставили, ну тогда никого»: a replacing word («тогда», «значит») or a
        correction with «никого» (or «пока никого») after it, closing the utterance; or with a
        withdrawal, he waits instead («…, а нет, двенадцатый же убит, тогда я пока подумаю»)."""
        lex = self.lex
        for x in range(m, len(self.t) - 1):
            if self.is_(x, lex.replacements, lex.corrections, lex.weak_corrections, _ON_SECOND,
                        _CONCEDING):
                n = x + 1
                # «…, а впрочем, не важно, пока никого»: on second thought, whatever, no one
                gap = lex.regardless if self.words[x] in _ON_SECOND else frozenset()
                while self.is_(n, lex.fillers, _WAIT_GAP, gap):
                    n += 1
                if self.is_(n, lex.nobody) and self.closes(n + 1):
                    return True
                if self.is_(n, lex.withdrawals) and self._closes_wait(n + 1):
                    return True
        return False

    def _lets_go(self, k: int) -> bool:
        """Is token ``k`` (after a «не») an imperative that tells the table to let the act go
        («слушайте», «считайте»), the host's verbs too («…, ведущий, не записывайте»)?"""
        return k < len(self.t) and (self.t[k].kind == "word" or self.is_(
            k, self.lex.host_verbs)) and lets_go(self.words[k])

    def _either_or(self, k: int, m: int) -> bool:
        """Is «не то» also said before the seat at ``k`` or again from ``m`` on («не то пятого,
        не то шестого», «…пятого, не то шестого, не то седьмого»): either one, not a fix?"""
        def not_that(x: int) -> bool:
            return self.is_(x, self.lex.negations) and self.is_(x + 1, _NOT_THAT)
        return not_that(k - 2) or any(not_that(x) for x in range(m, len(self.t) - 1))

    def _others_heard(self, k: int) -> bool:
        """Is the «не слушайте» at ``k`` said of others, an object after it that is not the
        speaker or his words («…, не слушайте зал», «не слушай третьего»)?"""
        return self.words[k].startswith(_HEAR) and k + 1 < len(self.t) and (
            self.t[k + 1].kind == "num" or (self.t[k + 1].kind == "word"
                                            and self.words[k + 1] not in _HEAR_ME
                                            and not self.is_(k + 1, self.lex.fillers,
                                                             self.lex.end_words)))

    def _digits_of(self, m: int, value: int) -> int:
        """How many tokens from ``m`` spell the two-digit seat ``value`` digit by digit, as
        cardinals («…одиннадцатого, номер один один», «двенадцатого, один два»): 2, else 0."""
        if value < 10 or m + 1 >= len(self.t):
            return 0
        a, b = self.t[m], self.t[m + 1]
        if a.kind != "num" or b.kind != "num" or a.ordinal or b.ordinal or " " in a.word + b.word:
            return 0
        return 2 if f"{a.value}{b.value}" == str(value) else 0

    def _retracted_after(self, x: int) -> Seat | None:
        """After a remark on the seat from ``x`` («…, а его уже выставили»), with no seat in it:
        a retraction closing the utterance («…, тогда снимаю», «…, значит отменяю») takes the act
        back."""
        for y in range(x, min(len(self.t), x + 8)):
            if self.t[y].kind == "num" and not self.nominative(y):
                return None   # (a seat as the remark's subject: «…, а его уже выставил третий»)
            if self.is_(y, self.lex.retractions) and self.closes(self.retraction_end(y)):
                return Seat("retracted", end=y + 1)
        return None

    def _let_speak(self, n: int, value: int | None) -> bool:
        """After «пусть» at ``n - 1`` in a correction: the seat said (in the nominative, or «он»,
        or left out), «еще»/«пока» and a verb letting him speak or live closing the utterance
        («…, нет, пусть восьмой еще поговорит», «…, хотя нет, пусть скажет»)."""
        if self.is_num(n):
            if self.t[n].value != value or not self.nominative(n):
                return False   # «…, нет, пусть девятый скажет»: another one speaks: no let-off
            n += 1
        elif self.is_(n, _HE):
            n += 1
        while self.is_(n, _A_WHILE):
            n += 1
        if not self.is_(n, _LET_SPEAK):
            return False
        n += 1 + self.is_(n + 1, _ONESELF)   # «пусть покажет себя» (tuning102)
        while self.is_(n, _A_WHILE):
            n += 1
        return self.closes(n)

    def let_off_after(self, k: int) -> int | None:
        """Is the utterance closed, at ``k``, by a retraction and «пусть (еще) покажет себя»,
        «пусть поживет» after it («…, хотя знаете, нет, снимаю, пусть еще покажет себя»)? The
        retraction's token, or ``None`` (tuning102)."""
        for x in range(k - 1, max(0, k - 6), -1):
            if self.words[x] in _LET_HIM:
                return x - 1 if (self.is_(x - 1, self.lex.retractions)
                                 and self._let_speak(x + 1, None)) else None
        return None

    def _spared_after(self, x: int) -> bool:
        """After the correction at ``x``, a remark with no seat and then a retraction closing
        the utterance («…восьмого, ой нет, он же доктор, пусть живет»): the act taken back."""
        for y in range(x + 1, min(len(self.t), x + 8)):
            if self.t[y].kind != "word" or self.boundary(y):
                return False
            if self.is_(y, self.lex.retractions) and self.closes(self.retraction_end(y)):
                return y > x + 1
        return False

    def _said_again(self, n: int, value: int) -> int | None:
        """The seat ``value`` said again in the object's case closing the utterance after a
        remark from ``n`` (words only: no other seat, no verb, nothing taking the act back, no
        «не» right before it), or ``None``. The seat misheard may be denied in the remark, and
        said not to be here after it («…девятого, нет, не десятого, как мне подсказывают, а
        девятого, десятого у нас нет», tuning102)."""
        last = self.last_said()
        while last > n and self.is_(last, _CONFIRMING):
            last -= 1   # «…, я сказал десять, да, десять, правильно»: confirmed (tuning102)
        while (last > n and self.is_num(last) and self.is_num(last - 1)
               and self.t[last - 1].value == self.t[last].value):
            last -= 1   # «…, нет, как правильно, пятого, пятого»: said twice (tuning102)
        denied = next((x for x in range(n, last) if self.is_num(x) and self.t[x].value != value
                       and self.is_(x - 1, self.lex.negations)), None)
        if denied is not None:
            tail = next((x for x in range(denied + 1, last) if self.is_num(x)
                         and self.t[x].value == self.t[denied].value
                         and self._not_here(x) == last + 1), None)
            last = last if tail is None else tail - 1
        if last <= n or not self.is_num(last) or self.t[last].value != value or (
                self.nominative(last) or self.quantity(last)
                or self.words[last - 1] in self.lex.negations):
            return None
        again = {x for x in range(n, last) if self.is_num(x) and self.t[x].value == value
                 and not self.nominative(x) and not self.is_(x - 1, self.lex.negations)}
        if any((self.t[x].kind != "word" and x != denied and x not in again)
               or self._retracts(x) or self.wrong_one(x)
               or self.is_(x, self.lex.self_words, _DEFERRING, _FIRST_OF_ALL)
               or (self.is_(x, self.lex.speech) and self.is_(x - 1, _HE))   # another's words
               for x in range(n, last)):
            return None   # (not «…, нет, подождите, сначала дослушаю двадцатого»: put off)
        before = last - 1
        while before >= n and self.is_(before, self.lex.fillers):
            before -= 1
        if (before >= n and self.t[before].kind == "word" and is_first_person(self.words[before])
                and self.words[before] not in _INSISTING):   # (not «я говорю: пятого», tuning102)
            return None   # «…, нет, послушаем пятого»: the seat his other verb's object
        return last

    def _leads_correction(self, m: int) -> int:
        """The correction that «хотя» at ``m`` leads past fillers («хотя стоп», «хотя ну нет»),
        or 0; not when a retraction follows further on (the act's to read: «…, хотя стоп, он
        мой сосед, забудьте»)."""
        n = m + 1
        while self.is_(n, self.lex.fillers):
            n += 1
        if not self.is_(n, self.lex.corrections, self.lex.weak_corrections) or any(
                self._retracts(x) for x in range(n + 1, len(self.t))):
            return 0
        return n

    def _meant_vote(self, n: int, value: int) -> bool:
        """From ``n``, after a correction: he meant a vote, not the act («…, в смысле
        голосовать за первого буду», «…, ой, это я голосовать хотела», «…, то есть голосую за
        него»): a verb of voting now, or its infinitive with a wish or a future, and no other
        seat and no verb of the act."""
        words = self.words[n:]
        if any(t.kind == "verb" or (t.kind == "num" and t.value != value) for t in self.t[n:]):
            return False
        return any(w in _VOTE_NOW for w in words) or (
            any(w in _VOTE_MEANT for w in words) and any(w in _MEANT_WISH for w in words))

    def _meant_other(self, n: int, value: int) -> bool:
        """From ``n``, after a correction: what he meant said, then the act itself denied as
        not meant, «а не» and its infinitive («…, ой, я же хотела сказать тост, а не
        выставлять», «…, нет, я хотел спросить, а не выставить») (tuning104)? No other seat and
        no verb of the act done after it (not «…, ой, я хотел сказать шестого, а не восьмого»:
        a seat in its place)."""
        if self.lex.lang != "ru" or any(
                (t.kind == "num" and t.value != value) or (t.kind == "verb" and t.mood != "infinitive")
                for t in self.t[n:]):
            return False
        wish = next((x for x in range(n, min(len(self.t), n + 4)) if self.is_(x, _MEANT_WISH)), None)
        return wish is not None and any(
            self.t[y].kind == "verb" and self.is_(y - 1, self.lex.negations)
            and self.is_(y - 2, _BUT_THEN) and self.words[y - 2] == "а"
            for y in range(wish + 2, len(self.t)))

    def _nobody_after(self, n: int) -> bool:
        """From ``n``, after a correction: «и вообще никого», «а лучше никого», «и пока никого»
        closing the utterance (no one in the seat's place)?"""
        while self.is_(n, self.lex.fillers, _NOBODY_GAP):
            n += 1
        return n < len(self.t) and self.is_(n, self.lex.nobody) and self.closes(n + 1)

    def _put_off(self, n: int) -> bool:
        """After a correction, from ``n``: past words of waiting («погодите») and more
        corrections, another time closing the utterance («…, нет, не сегодня», «…, ой, потом»),
        or with the choice put off to it («…, нет, погодите, потом скажу»)? The act withdrawn."""
        lex = self.lex
        while self.is_(n, lex.fillers, lex.corrections, _WAIT, _WAIT_GAP):
            n += 1
        return self.is_(n, lex.later, lex.future_time) and (self.closes(n + 1) or (
            self.is_(n + 1, _DECIDE_LATER) and self.closes(n + 2)))

    def _closes_wait(self, n: int) -> bool:
        """Do only closing words or «еще», «немного» follow the withdrawal ending at ``n``?"""
        while self.is_(n, _STILL, _A_BIT):
            n += 1
        return self.closes(n)

    def _declined(self, m: int) -> bool:
        """«я выставлять седьмого не буду»: a negated modal right after the seat takes it back;
        not when what he will not do is take it back («…восьмого, отменять не буду», «менять
        не стану»: he insists)."""
        lex = self.lex
        for k in range(m, min(len(self.t), m + 3)):
            if self.words[k] in lex.negations and k + 1 < len(self.t) and (
                    self.words[k + 1] in lex.modals or self.words[k + 1] in lex.hedges):
                if k > m and self._other_doing(k - 1):
                    return False   # «выставляю девятого, а предлагать не буду»: another thing
                if any(self.words[x] in _TIME_LEFT for x in range(m, k)):
                    return False   # «выставляю пятого, время мне не нужно»: his time (tuning87)
                return not any(self.words[x].startswith(_UNDO)
                               for x in range(max(m, k - 2), min(len(self.t), k + 4))
                               ) and not self._told_not_to(k + 2)
        # «…шестого, а хотя, знаете что, не буду»: a second thought, then only «не буду»
        k = m
        while self.is_(k, _SECOND_LEAD, lex.fillers):
            k += 1
        return (any(w in _SECOND_LEAD and w not in ("а", "что") for w in self.words[m:k])
                and self.words[k] in lex.negations
                and self.is_(k + 1, lex.modals) and self.closes(k + 2))

    def _other_doing(self, x: int) -> bool:
        """Is the word at ``x`` the infinitive of another verb than the act's («предлагать»,
        «объяснять», «спорить»), what he will not do besides the act, after «а»/«но» or right
        after the seat (tuning78; not «выставлять», «номинировать»: the act itself declined)?"""
        w = self.words[x]
        return (self.lex.lang == "ru" and self.t[x].kind in ("word", "verb") and " " not in w
                and w.endswith(("ть", "ться", "чь")) and w not in self.lex.verbs
                and w not in self.lex.casual_verbs and (
                    self.is_(x - 1, _BUT) or self.t[x - 1].kind == "num"))

    def _but_after_remark(self, m: int) -> int | None:
        """The seat after «а» that closes a short remark from ``m`` on the seat denied («его уже
        выставили», «он и так на голосовании»): no seat, correction or boundary in it, at most
        four words; else ``None``."""
        lex = self.lex
        for j in range(m + 1, min(len(self.t), m + 5)):
            if self.t[j].kind == "num" or self.words[j] in lex.corrections or self.boundary(j):
                return None
            if self.words[j] == "а":
                return self._next_seat(j + 1) if j > m + 1 else None
        return None

    def _told_not_to(self, n: int) -> bool:
        """After a negated modal at ``n - 1`` («…девятого, и не надо на меня так смотреть», «не
        буду спорить»): within four words, past «так», a preposition and the speaker's or the
        table's pronoun, the infinitive of another verb than the act's, no seat or pronoun of
        the seat before it? Then the table is told what not to do (or he will not argue), the
        act stands (tuning62); not «не надо его выставлять», «не буду выставлять»."""
        lex = self.lex
        for x in range(n, min(len(self.t), n + 4)):
            w = self.words[x]
            if self.t[x].kind != "word" or w in lex.addressed or w in lex.nobody:
                return False
            if " " not in w and w not in lex.verbs and is_infinitive(w):
                return not w.startswith(_UNDO)
            if not (w in _TOLD_GAP or w in lex.prepositions or w in lex.fillers):
                return False
        return False

    def _next_seat(self, m: int) -> int | None:
        """The next seat token from ``m``, past fillers, seat words and «не»."""
        lex = self.lex
        while m < len(self.t):
            if self.t[m].kind == "num":
                return m
            w = self.words[m]
            if not (w in lex.fillers or w in lex.slots or w in lex.negations or w in _STRESSING):
                return None
            m += 1
        return None

    # ---- pronouns, and the object left out ---------------------------------------------
    def _pronoun(self, k: int, cost: float, vote: bool) -> Seat:
        """«тебя», «его», «себя» as the object: a seat right after it («тебя, номер восемь»),
        else its antecedent."""
        nxt = k + 1
        while nxt < len(self.t) and self.is_(nxt, self.lex.slots, self.lex.fillers):
            nxt += 1
        if nxt < len(self.t) and self.t[nxt].kind == "num" and self.nameable(nxt):
            after = self._after_seat(nxt, self.t[nxt].value, cost, False, vote)
            if self.words[k] in self.lex.self_words or not self.new_clause(after):
                before = self.antecedent(k, cost + PRONOUN, vote)
                if (after.kind == "seat" and before.kind == "seat"
                        and before.value != after.value and self.words[k] in self.lex.addressed):
                    return Seat("ambiguous", end=after.end)   # «девятый, выставляю тебя, седьмой»
                return after
            # «выставляю тебя, седьмой посмотри на меня»: a new clause, the pronoun's seat stands
            if self.words[k] in self.lex.addressed:
                return self.antecedent(k, cost + PRONOUN, vote)
        if self.words[k] in self.lex.self_words:
            if self.ctx.speaker is None:
                return Seat("unclear", end=k + 1)
            # «выставляю себя, то есть шестого»: what follows still corrects it
            return self.then(Seat("seat", self.ctx.speaker, cost, end=k + 1, start=k, vote=vote), k)
        return self.then(self.antecedent(k, cost + PRONOUN, vote), k)

    def then(self, seat: Seat, k: int) -> Seat:
        """The seat a pronoun or an object before the verb stands for, with what the speaker
        does to it after token ``k`` («пятый молчит, выставляю его, хотя нет»: a correction,
        a retraction, a second seat)."""
        if seat.kind == "unclear" and seat.end <= k + 1:
            # «выставляю его, хотя нет, пусть живет первый»: no antecedent, but the act taken
            # back after it is taken back all the same
            after = self._after_seat(k, 0, seat.cost, False, seat.vote)
            if after.kind == "seat" and after.value and any(self.is_(x, self.lex.corrections)
                                            for x in range(k + 1, after.end)):
                # «выставляю его, ой, то есть седьмого»: the pronoun with no seat before it,
                # corrected to a seat: that seat (tuning112)
                return after
            return after if after.kind in ("retracted", "nobody") else seat
        if seat.kind != "seat":
            return seat
        # «шестая, я тебя выставляю, извини»: the apology to the one the pronoun named
        whom = seat.start if 0 <= seat.start < k else -1
        after = self._after_seat(k, seat.value, seat.cost, False, seat.vote, whom)
        if after.kind != "seat":
            return after
        if after.value == seat.value:
            return replace(seat, end=max(seat.end, after.end))
        return replace(after, start=seat.start if seat.start >= 0 else after.start)

    def new_clause(self, seat: Seat) -> bool:
        """Does the seat found after a verb start a clause of its own, with more talk after it:
        a subject («пятый всегда выставляет», «игрок номер два уже выставлен»), a seat in a case
        another word governs («девятому верить можно»), or a cardinal a verb follows («девять
        принято»)? Not a seat in the object's case («выставляю девятого, смотрите»)."""
        k = seat.at
        if seat.kind != "seat" or k < 0 or all(
                self.closing(m) or self.words[m] in self.lex.slots for m in range(k + 1, len(self.t))):
            return False   # «выставляю десятый номер»: the seat words after it close it
        cardinal = not self.t[k].ordinal and not self.t[k].word.isdigit()
        return self.nominative(k) or self.oblique(k) or (
            cardinal and self.predicate_in(k + 1, k + 2))

    def phrase_start(self, k: int, floor: int) -> int:
        """The first token of the seat phrase whose seat is at ``k``, back past seat words and
        fillers, not before ``floor``."""
        while k - 1 > floor and self.is_(k - 1, self.lex.slots, self.lex.fillers):
            k -= 1
        return k

    def antecedent(self, k: int, cost: float, vote: bool) -> Seat:
        """The one seat named before token ``k`` (two or none: unclear). A cardinal with no
        «номер», a plural ordinal, a quantity or an ordinal of a time («с первой ночи», «во
        второй день») names no seat here («один из вас», «среди первых десяти», «двадцать два
        человека»). With more seats before, the topic of the clause right before the act is
        the one when that clause, opened by a contrast or «из них», names only it, with no
        hedge, «или», or a word that clears him («семнадцатого выставил третий, но я тоже
        считаю семнадцатого черным и выставляю его»; not «первый черный, но второй красный, я
        его выставляю», nor a clause that says what was not done: «проверил пятого, а седьмого
        еще не проверял, выставляю его»)."""
        named = [n for n, t in enumerate(self.t[:k]) if t.kind == "num"   # any number:
                 and (t.value or 0) >= 1                   # «двадцатый» at 14 seats is one too
                 and self.nameable(n, alone=False) and not self.quantity(n)
                 and not self._of_time(n) and not self._added_to_seat(n)
                 and not self._thing_label(n) and not self._order_done(n)
                 and not self._counted(n) and not self._set_against(n, k)
                 and not self._in_range(n)]
        # «двенадцатый, то есть одиннадцатый, я его выставляю»: a seat corrected right away by
        # the next is no antecedent (tuning87)
        # (the object pronoun only: «его», «тебя», not «из за этого»)
        if self.is_(k, self.lex.addressed) and not self.is_(k - 1, self.lex.prepositions):
            named = [n for x, n in enumerate(named)
                     if not (x + 1 < len(named) and self._corrected_by(n, named[x + 1]))]
        seats = {self.t[n].value for n in named}
        if len(seats) > 1:
            last = named[-1]
            # («…, пятый смотрит в стол, у меня подозрение на восьмого, вот его и выставляю»: «у
            # меня» opens the speaker's own clause too)
            # («…, а вот семнадцатого я вижу впервые, поэтому выставляю его»: «поэтому» right
            # before the act draws the conclusion of the clause before, opens no topic: tuning104)
            opener = next((x for x in range(k - 1, named[0], -1)
                           if (self.boundary(x) and not self._concludes(x, k))
                           or self.words[x] in ("а", "но") or (
                               self.words[x] == "у" and self.is_(x + 1, _ME))), None)
            if opener is not None and opener < last and not any(
                    self.t[n].value != self.t[last].value for n in named if n > opener) and not any(
                    (self.is_(x, self.lex.hedges, self.lex.conjunctions - {"а", "и"}, _CLEARING,
                              _SEVERAL, _SOMEONE, self.lex.negations, _BACK_AT_HIM)
                     or self.words[x].startswith(_CLEARING_STEMS))
                    and not self._disliked(x) and not self._wants_to_say(x)
                    # («…, а потом гляжу, шестой то ухмыляется, вот его и выставляю»: the
                    # particle «-то» after the seat, no conjunction: tuning90)
                    and not (self.words[x] == "то" and self.is_num(x - 1))
                    for x in range(opener + 1, k)) and not self._parallel(opener, k):
                seats = {self.t[last].value}
        if len(seats) > 1 and self._still_after(named[-1], k):
            seats = {self.t[named[-1]].value}
        if len(seats) > 1 and self._same_object(named[-1], k):
            seats = {self.t[named[-1]].value}
        if len(seats) > 1 and self._chosen(named[-1], k):
            seats = {self.t[named[-1]].value}
        if len(seats) > 1 and self._echoed(named[-1], k):
            seats = {self.t[named[-1]].value}
        if len(seats) > 1 and self._fronted(named[-1], k):
            seats = {self.t[named[-1]].value}
        if len(seats) > 1 and self.words[k] in _YOU_OBJECT:
            seats = self._addressee(named, k) or seats
        if len(seats) != 1 or any(self.is_(x, _SEVERAL, _SOMEONE) and not self.who_is(x)
                                  and not self.is_(x - 1, _KNOW_WHO)
                                  and not self._relative_who(x) and not self._someone_must(x)
                                  and not (self.words[x] == "кто" and self.is_(x - 1, _HERE_IS))
                                  for x in range(named[-1] + 1, k)):
            return Seat("unclear", end=k + 1)   # «…, кто-то из вас двоих, выставляю тебя»
        return Seat("seat", seats.pop(), cost, end=k + 1, start=k, vote=vote)

    def _concludes(self, x: int, k: int) -> bool:
        """Is the word at ``x`` «поэтому» («так что», «значит») with only the act's verb, «я»
        and fillers between it and the pronoun at ``k`` («…, поэтому выставляю его», «…, так что
        я его выставляю»): the conclusion of what he said of the seat before it (tuning104)?"""
        return self.words[x] in _THEREFORE and all(
            self.is_(y, _I_TOO, self.lex.fillers) or (
                self.t[y].kind == "verb" and self.t[y].mood == "act")
            for y in range(x + 1, k))

    def _someone_must(self, x: int) -> bool:
        """Is the «кто то» at ``x`` the subject of «должен (быть)», «(же) должен быть мафией»:
        someone at the table has to be, a saying of the game, no one pointed at (tuning104)?"""
        k = x + 1
        while self.is_(k, _PARTICLE_ZHE):
            k += 1
        return self.words[x] == "кто то" and self.is_(k, _MUST_BE)

    def _set_against(self, n: int, k: int) -> bool:
        """Is the seat at ``n`` denied by the «не» right before it and set against what follows
        by «а», «но» before the pronoun at ``k`` («я не седьмого выставляю, а вот этого»: the
        pronoun is the other one, never the seat denied, tuning107)?"""
        return self.is_(n - 1, self.lex.negations) and any(
            self.words[x] in ("а", "но") for x in range(n + 1, k))

    def _addressee(self, named: list[int], k: int) -> set[int] | None:
        """«девятый, объясни мне, зачем ты спасал пятого, … выставляю тебя»: the seat he speaks
        to, said in the nominative to open the utterance and turned to at once in the second
        person (a «ты», «у тебя», «вы», an imperative: «прости», «извини»), the one «тебя»,
        «вас» at ``k`` stands for, whatever other seats he named of him since — unless another
        is turned to as well, or named right before the act («…, пятый, выставляю тебя»)
        (tuning111)."""
        first = named[0]
        if not self.nominative(first) or any(
                self.words[x] not in _OPENING_FILLERS and not self.is_(x, self.lex.slots)
                for x in range(first)):
            return None
        if not self._turned_to(first, k):
            return None
        if any(self.t[n].value != self.t[first].value and self.nominative(n) and (
                self._turned_to(n, k) or self._right_before_act(n, k)) for n in named[1:]):
            return None
        return {self.t[first].value}

    def _right_before_act(self, n: int, k: int) -> bool:
        """Are there only the act's verb, «я» and fillers between the seat at ``n`` and the
        pronoun at ``k`` («…, пятый, я тебя выставляю»)?"""
        return all(self.is_(x, self.lex.fillers, _YOU_OBJECT) or self.words[x] == "я"
                   or self.t[x].kind == "verb" for x in range(n + 1, k))

    def _fronted(self, n: int, k: int) -> bool:
        """«…, а десятый вскрылся шерифом, ну и все, шестой выставляю его»: the seat at ``n`` in
        the nominative right before his first-person act verb and the pronoun at ``k``, the one
        he puts up front, alone, after a conclusion («ну и все», «короче», «значит») and then
        points at (tuning111); not «четвертый и восьмой выставляю его», «десятого проверял
        восьмой, выставляю его»."""
        return (n == k - 2 and n > 0 and (self.words[n - 1] in _CONCLUDED or self.boundary(n - 1))
                and self.nominative(n) and self.t[k - 1].kind == "verb"
                and self.words[k - 1].endswith("ю") and self.words[k] in ("его", "ее"))

    def _turned_to(self, n: int, k: int) -> bool:
        """Is the seat at ``n`` turned to at once: a second-person word within six words after
        it, past an address («бро», «чел», «девушка») or an apology («я прошу прощения, но
        вы…»), with no verb of him and no other seat in between, before the pronoun at ``k``
        (tuning111)?"""
        for x in range(n + 1, min(n + 7, k)):
            w = self.words[x]
            if w in _SECOND_PERSON or (x == n + 1 and w in _TURN_IMPERATIVES):
                return True
            if self.t[x].kind == "num" or w.endswith(_HIS_VERB_ENDS):
                return False
        return False

    def _in_range(self, n: int) -> bool:
        """Is the seat at ``n`` an end of a range, «со второго по тринадцатый», «от третьего до
        пятого» (a stretch of the table, no one seat: tuning102)?"""
        if self.is_(n - 1, _RANGE_FROM) and self.is_(n + 1, _RANGE_TO) and self.is_num(n + 2):
            return True
        return self.is_(n - 1, _RANGE_TO) and self.is_num(n - 2) and self.is_(n - 3, _RANGE_FROM)

    def _disliked(self, x: int) -> bool:
        """Is ``x`` the «не» of «не нравится», «не верю», «не доверяю» or the word it negates:
        a clearing word denied, which makes the seat the suspect, the topic of his clause («…,
        но больше всего мне не нравится четвертый, и его я выставляю»: tuning55)?"""
        return (self.is_(x, self.lex.negations) and self.is_(x + 1, _CLEARING)) or (
            self.is_(x, _CLEARING) and self.is_(x - 1, self.lex.negations))

    def _wants_to_say(self, x: int) -> bool:
        """Is ``x`` the «хочу» of «хочу сказать (о N)»: his wish to speak of him, no hedge on the
        act («…, а я хочу сказать о восьмом: восьмой, выставляю тебя»: tuning55)?"""
        return (self.words[x] in _WANT and self.is_(x + 1, self.lex.speech)
                and self.words[x + 1].endswith("ть"))

    def _added_to_seat(self, n: int) -> bool:
        """Is the seat at ``n`` one of what a seat is added to, «к» and the dative right before
        the verb of adding («ведущий, к первому и четвертому добавьте одиннадцатого»:
        tuning55)? Then the pronoun after the act does not point at it (not «пятый пристал к
        шестому, выставляю его»)."""
        if not self.words[n].endswith(_DATIVE_ENDS):
            return False
        a = n - 1
        while self.is_(a, _AND_ONLY) and self.is_num(a - 1) and self.words[a - 1].endswith(
                _DATIVE_ENDS):
            a -= 2
        if not self.is_(a, _TO):
            return False
        b = n + 1
        while self.is_(b, _AND_ONLY) and self.is_num(b + 1) and self.words[b + 1].endswith(
                _DATIVE_ENDS):
            b += 2
        return b < len(self.t) and self.t[b].kind == "verb" and self.words[b].startswith("добав")

    def _parallel(self, opener: int, k: int) -> bool:
        """Does the contrast clause from ``opener`` to the pronoun at ``k`` name an agent of its
        own, a person or a role in the nominative («доктор лечил третьего, а маньяк убил
        восьмого», «…, а двенадцатого сержант»)? Then it reports what another did, side by side
        with the clause before, and does not make its seat the topic. Not a noun that names the
        seat itself, next to it in the nominative or after a possessive («а вот твой сосед
        третий»). Russian only."""
        return self.lex.lang == "ru" and any(
            self.t[x].kind == "word" and " " not in self.words[x] and is_agent(self.words[x])
            and not self.is_(x - 1, _POSSESSIVES) and not any(
                self.is_num(n) and self.nominative(n) for n in (x - 1, x + 1))
            for x in range(opener + 1, k))

    def _still_after(self, n: int, k: int) -> bool:
        """«…, не проверял второго, но все равно выставляю его»: the seat at ``n`` ends (up to
        two words of its own after it: «пятого не слушал») the clause right before a contrast with «все равно», «все же» that opens the act with the
        pronoun at ``k``: whatever he said of that seat, he still nominates him."""
        c = next((x for x in range(n + 1, min(k, n + 4)) if self.words[x] in _BUT), None)
        if c is None or c + 1 >= k or self.words[c + 1] not in _STILL_ACT or any(
                self.t[x].kind == "num" or self.boundary(x) for x in range(n + 1, c)):
            return False
        return all(self.t[x].kind == "verb" or self.is_(x, self.lex.skip, self.lex.fillers)
                   for x in range(c + 2, k))

    def _relative_who(self, x: int) -> bool:
        """Is the «кто» at ``x`` the pronoun of a relative clause about the one named («он
        единственный, кто не объяснил…», «тот, кто молчит»): right after «тот» or an adjective
        in the nominative? Then it is no one else («кто-то», «кто из вас»)."""
        if self.words[x] != "кто" or x < 1 or self.is_(x + 1, _OF) or self.t[x - 1].kind != "word":
            return False
        w = self.words[x - 1]
        return w in _THAT_ONE or (" " not in w and w.endswith(("ый", "ий", "ая")) and len(w) >= 5)

    def who_is(self, x: int) -> bool:
        """Is the «кто» at ``x`` asking who someone named is («а тринадцатый, он вообще кто?»,
        «кто она такая»): a subject pronoun right before it (past «вообще», «такой») or right
        after it? Then it is no one else («кто-то», «кто из вас»)."""
        if self.words[x] != "кто":
            return False
        j = x - 1
        while j >= 0 and self.words[j] in _WHO_GAP:
            j -= 1
        return self.is_(j, _HE) or self.is_(x + 1, _HE)

    def _echoed(self, n: int, k: int) -> bool:
        """Is the last seat named, at ``n``, after a preposition that a pronoun between it and
        the pronoun at ``k`` repeats («…говорят про двенадцатую, раз все про нее говорят, я ее
        и выставляю»)? Then the talk stays on him, he is the one meant (tuning84)."""
        p = n - 1
        while p >= 0 and self.is_(p, self.lex.slots):
            p -= 1
        if p < 0 or self.words[p] not in self.lex.prepositions:
            return False
        return any((self.words[x] in self.lex.addressed or self.words[x] in _HIM_AFTER_PREPOSITION)
                   and self.words[x - 1] == self.words[p]
                   and not any(self.t[y].kind == "num" for y in range(n + 1, x))
                   for x in range(n + 2, k))

    def _same_object(self, n: int, k: int) -> bool:
        """Is the seat at ``n`` the object of someone else's nominating verb right before it,
        and the pronoun at ``k`` the speaker's same act joined by «и» («четвертый повторяет:
        выставляйте двенадцатого, и я его выставляю»)?"""
        verb = n - 1
        while verb >= 0 and self.is_(verb, self.lex.slots, self.lex.vote_phrases):
            verb -= 1
        if verb < 0 or self.t[verb].kind != "verb" or self.t[verb].mood != "other":
            return False
        between = range(n + 1, k)
        return bool(between) and self.words[n + 1] == "и" and all(
            self.words[x] in _JOINED or self.words[x] in self.lex.fillers
            or (self.t[x].kind == "verb" and self.t[x].mood in ("act", "perfective"))
            for x in between)

    def _chosen(self, n: int, k: int) -> bool:
        """Is the seat at ``n`` the object of the speaker's choice or conclusion right before
        the act with the pronoun at ``k`` («…из четвертого, шестого и седьмого я выбираю
        седьмого и выставляю его», «…пришел к выводу, что выставлять надо восьмого, я его
        выставляю»: tuning78): a verb of choosing, or the act's infinitive with «надо» or
        «нужно», and only «и», «я» and the act's verb between the seat and the pronoun?"""
        verb = n - 1
        while verb >= 0 and self.is_(verb, self.lex.slots, self.lex.vote_phrases, _MUST):
            verb -= 1
        if verb < 0:
            return False
        must = any(self.is_(x, _MUST) for x in range(max(0, verb - 1), n))
        if self.words[verb] in _FROM_WHOM and self.is_(verb - 1, _BEGIN):
            verb -= 1   # «…третий, шестой и девятый, начну с девятого, выставляю его»: the one
            # of the list he begins with (tuning104)
        elif not (self.words[verb] in self.lex.choosing or (
                must and self.t[verb].kind == "verb" and self.t[verb].mood == "infinitive")):
            return False
        between = range(n + 1, k)
        return all(self.words[x] in _JOINED or self.words[x] in self.lex.fillers
                   or (self.t[x].kind == "verb" and self.t[x].mood == "act") for x in between)

    def _doer_seat(self, k: int, cost: float, vote: bool) -> Seat | None:
        """«второго выставили, а третий за него заступился, выставляю этого защитника»: the
        demonstrative at ``k`` with a noun of a doer after it («защитника», «болтуна») points at
        the one seat named in the nominative before it, the subject who did it (tuning87), when
        the seats named are more than one."""
        if self.lex.lang != "ru" or k + 1 >= len(self.t) or self.t[k + 1].kind != "word" or (
                " " in self.words[k + 1]) or not is_doer(self.words[k + 1]):
            return None
        doers = {self.t[n].value for n in range(k) if self.t[n].kind == "num"
                 and self.nominative(n) and self.nameable(n, alone=False) and not self.quantity(n)
                 and not self._of_time(n)}
        if len(doers) != 1:
            return None
        return Seat("seat", doers.pop(), cost, end=k + 2, start=k, vote=vote)

    def _corrected_by(self, n: int, m: int) -> bool:
        """Is the seat at ``n`` corrected by the one at ``m``: only a correction word («то есть»,
        «вернее», «ой»), seat words and fillers between them, a correction among them?"""
        lex = self.lex
        between = range(n + 1, m)
        return any(self.is_(x, lex.corrections, lex.weak_corrections) for x in between) and all(
            self.is_(x, lex.corrections, lex.weak_corrections, lex.slots, lex.fillers)
            # «девятый, нет, извини, не ты, десятый»: the one addressed denied (tuning102)
            or (self.is_(x, lex.negations) and self.is_(x + 1, _HE))
            or (self.is_(x, _HE) and self.is_(x - 1, lex.negations))
            for x in between)

    def _counted(self, n: int) -> bool:
        """Is the ordinal at ``n`` one of a count said aloud, three or more ordinals in a row
        going up by one, «и» between them at most («посчитала: первый, второй, третий…»:
        tuning90)? A count names no seat for a pronoun after it."""
        if not self.t[n].ordinal:
            return False

        def step(x: int, d: int) -> int | None:
            """The next ordinal of the count from ``x`` in direction ``d`` (or ``None``)."""
            y = x + d
            if self.is_(y, _AND_ONLY):
                y += d
            if 0 <= y < len(self.t) and self.is_num(y) and self.t[y].ordinal and (
                    self.t[y].value == (self.t[x].value or 0) + d):
                return y
            return None

        run, x = 1, n
        while (x := step(x, -1)) is not None:
            run += 1
        x = n
        while (x := step(x, 1)) is not None:
            run += 1
        return run >= 3

    def _order_done(self, n: int) -> bool:
        """Is the ordinal at ``n`` in the instrumental right after a past verb («одиннадцатого
        в прошлой игре выставили первым», «он говорил вторым»): in what order it was done, no
        seat named (tuning87)? Not after «игрок», «номер»."""
        t = self.t[n]
        if (self.lex.lang == "ru" and t.ordinal and " " not in t.word
                and t.word.endswith(("ым", "им")) and n > 0 and not self.after_slot(n)):
            if (n + 1 < len(self.t) and self.t[n + 1].kind in ("verb", "word")
                    and " " not in self.words[n + 1] and is_past(self.words[n + 1])
                    and not self.is_(n - 1, self.lex.prepositions)):
                return True   # «пятый, ты вчера первым голосовал…»: the order, before the verb (tuning107)
            if (self.t[n - 1].kind in ("verb", "word") and " " not in self.words[n - 1]
                    and is_past(self.words[n - 1])):
                return True
        return self._first_to(n) or self._passive_agent(n)

    def _first_to(self, n: int) -> bool:
        """Is the ordinal at ``n`` in the instrumental between a seat said as the subject and
        his past verb («десятый первым начал кричать», «пятый последним проголосовал»): in
        what order he did it, no seat named (tuning111)?"""
        t = self.t[n]
        return (self.lex.lang == "ru" and t.ordinal and " " not in t.word
                and t.word.endswith(("ым", "им")) and self.is_num(n - 1) and self.nominative(n - 1)
                and n + 1 < len(self.t) and " " not in self.words[n + 1]
                and is_past(self.words[n + 1]))

    def _passive_agent(self, n: int) -> bool:
        """Is the ordinal at ``n`` in the instrumental right after a passive participle of the
        act («тринадцатый уже выставлен восьмым»): who did it to the seat before, no seat the
        pronoun after points at (tuning111)?"""
        t = self.t[n]
        return (self.lex.lang == "ru" and t.ordinal and " " not in t.word
                and t.word.endswith(("ым", "им")) and n > 0
                and self.words[n - 1].startswith(_ACT_PARTICIPLES))

    def score_end(self, n: int) -> int | None:
        """Where a match score starting at ``n`` ends: cardinals (one or two, or the two digits
        read as one) with «в (мою, нашу…) пользу» right after them («два один в нашу пользу»,
        «один ноль в мою пользу»; tuning92); or ``None``."""
        if not self.is_num(n) or self.t[n].ordinal:
            return None
        j = n + 1
        if self.is_num(j) and not self.t[j].ordinal:
            j += 1
        if not self.is_(j, _IN_FAVOUR_OF):
            return None
        if self.words[j + 1:j + 2] == ["пользу"]:
            return j + 2
        if self.is_(j + 1, _WHOSE_FAVOUR) and self.words[j + 2:j + 3] == ["пользу"]:
            return j + 3
        return None

    def _of_time(self, n: int) -> bool:
        """Is the ordinal at ``n`` a time's («с первой ночи», «во второй день», «первый раз»)?"""
        t = self.t[n]
        if t.ordinal and self.is_(n + 1, _PIECE_PARTS):
            return True   # «на восьмой доле», «the third verse»: the part counted (tuning105)
        if not t.ordinal or n + 1 >= len(self.t) or self.after_slot(n):
            return False
        nxt = self.words[n + 1]
        if nxt in _PENALTIES:   # «у тебя третий фол»: the penalty counted
            return t.word.endswith(_NOMINATIVE_ENDS)
        if nxt in ("раз", "раза"):
            return t.word.endswith(("ый", "ой", "ий"))
        if nxt in _FEMININE_TIMES and t.word.endswith(_MASCULINE_ENDS):
            return False   # «проверит пятнадцатого ночью»: the seat, then when («пятой ночью»)
        return nxt in self.lex.time_nouns

    def _time_phrase(self, n: int) -> range:
        """The tokens of the time phrase around the time's ordinal at ``n``: a preposition and
        «самого», «самой» before it, its time noun after it («с самого первого круга»)."""
        start = n
        while start > 0 and start > n - 3 and self.is_(start - 1, self.lex.prepositions, _VERY):
            start -= 1
        return range(start, n + 2)

    def addressee_object(self, i: int) -> Seat | None:
        """«десятый, я тебя не выставлял в прошлый раз, а сейчас выставляю», «восемнадцатый, я
        тебя люблю как брата, но выставляю»: the seat called in the nominative opening the
        utterance, «тебя» (or «вас») said to him in his clause, then «а»/«но» (with «сейчас»,
        «все равно» between) and the present act with no object closing it: the object left out
        is the one spoken to (tuning104). The only seat named before; not a future, not negated
        (the act's own checks), not «…, а ты выставляешь» (another verb)."""
        if self.lex.lang != "ru" or self.t[i].mood != "act" or not self.closes(i + 1):
            return None
        k = i - 1
        while k > 0 and self.is_(k, _NOW_CONTRAST, _I_TOO):
            k -= 1
        if not self.is_(k, _BUT_THEN):
            return None
        first = 0
        while first < k and self.is_(first, self.lex.fillers):
            first += 1
        seats = [n for n in range(i) if self.t[n].kind == "num"]
        if seats != [first] or not self.nominative(first) or not self.nameable(first):
            return None
        if not any(self.is_(x, _YOU_SAID_TO) for x in range(first + 1, k)):
            return None
        return Seat("seat", self.t[first].value, PRONOUN + self.t[first].cost, end=i + 1,
                    start=first)

    def elided(self, i: int, cost: float, then: int) -> Seat | None:
        """«никогда не выставляла третьего, но сегодня выставляю»: the verb at ``i`` has no
        object after a contrast (nothing but closing words up to ``then``, where a new clause
        may start); its object is the seat the same verb took before the contrast (the only
        seat between them). With no contrast too when the verb closes what he says or gives
        its reason («хочу выставить седьмого и выставляю», «давайте выставим второго, я
        выставляю», «…выставляю восьмого не из мести, выставляю потому что…»): after «и», «я»,
        or the same verb said again, not negated."""
        again = self.is_(i + 1, _AGAIN) or self.is_(i - 1, _AGAIN)
        if not all(self.closing(k) or (k == i + 1 and again) for k in range(i + 1, then)):
            return None
        pointed = self._pointed_at(i)
        if pointed is not None:
            return pointed
        k = next((k for k in range(i - 1, -1, -1) if self.t[k].kind == "verb"), None)
        if k is None or self.t[k].verb != "main":
            return None
        seats = [n for n in range(k + 1, i) if self.t[n].kind == "num"]
        if len(seats) > 1 and all(self._of_time(n) for n in seats[1:]):
            # «мечтал выставить четырнадцатого с самого первого круга и вот выставляю»: since
            # when he wished it, no seat (tuning78)
            timed = [x for n in seats[1:] for x in self._time_phrase(n)]
            seats = seats[:1]
        else:
            timed = []
        if (again and len(seats) == 1 and seats[0] <= k + 3 and self.nameable(seats[0])
                and not self.negated(k) and not self.is_(k - 1, self.lex.negations)
                and not any(self.t[x].kind == "num" or self.is_(x, self.lex.subjects)
                            for x in range(0, k))
                and self.closes(i + 1 + self.is_(i + 1, _AGAIN))):
            # «однажды я уже выставлял четвертого и сегодня выставляю снова»: the same seat, the
            # speaker's own act before (not «третий выставлял пятого…»: another's)
            return Seat("seat", self.t[seats[0]].value, cost + PRONOUN, end=i + 1, start=seats[0])
        if not seats and k + 1 < i and not self.negated(k) and self._closes_after(i) and all(
                self.words[n] in ("и", "я") for n in range(k + 1, i)):
            # «второй, хочу тебя выставить и выставляю»: the object said before the verb the
            # act joins with «и»
            before = self.seat_before(k)
            if before.kind != "seat":
                before = self._proposed(k) or before
            if before.kind == "seat":
                # (the wish before it governs the infinitive, not the act: no start before it)
                return Seat("seat", before.value, round(cost + before.cost + PRONOUN, 3),
                            end=i + 1)
            return None
        if len(seats) != 1 or seats[0] > k + 3 or not self.nameable(seats[0]):
            return None
        if not any(self.boundary(n) or self.words[n] in ("а", "но") for n in range(seats[0], i)) and not (
                self._now_after_then(k, seats[0], i)):
            nxt = i + 1
            while nxt < len(self.t) and self.words[nxt] in self.lex.fillers:
                nxt += 1
            reason = nxt >= len(self.t) or self.is_(nxt, self.lex.end_words) or self.words[
                nxt] in ("потому что", "так как", "потому", "ведь")
            same = self.words[k] == self.words[i] and not self.negated(k)
            urged = [*self._urging(seats[0] + 1, i), *self._doing_so(seats[0] + 1, i)]
            minded = any(self.words[x] in _MINDS for x in range(max(0, k - 4), k))
            # («предлагаю выставить двадцатого и сам выставляю»: «сам», he does what he
            # proposed himself, tuning105)
            # («хочется выставить пятнадцатого, честно, ну и выставляю»: a parenthesis of his
            # between, not «сегодня»: the wish then, the act now, tuning106)
            joined = all(self.words[n] in _AND_I or self.closing(n) or n in urged or n in timed
                         or (minded and self.words[n] in _NO_ONE_MINDS)
                         or (self.words[n] in self.lex.cheap and self.words[n] not in _NOW_AGAIN)
                         for n in range(seats[0] + 1, i))
            if not (reason and (same or joined)):
                return None
        return Seat("seat", self.t[seats[0]].value, cost + PRONOUN, end=i + 1, start=seats[0])

    def _his_person(self, k: int) -> bool:
        """Is the «его»/«ее» at ``k`` a possessive: one close to him after it («его соседа», «ее
        подругу»), with no seat of his own right after it (tuning112)?"""
        nxt = k + 1
        return (self.lex.lang == "ru" and nxt < len(self.t) and self.t[nxt].kind == "word"
                and self.words[nxt].startswith(_HIS_KIN)
                and not self.is_(nxt, self.lex.slots) and not self._seat_follows(nxt + 1))

    def _pointed_at(self, i: int) -> Seat | None:
        """«десятый, я тебе не верю и выставляю», «второй сидит далеко, но я его слышу и
        выставляю»: the verb at ``i`` closes the utterance after «и», its object left out, and
        the speaker's clause joined by it has a pronoun for the one seat named before («тебе»,
        «вас», «его»), no verb of the act, no other seat: that seat is the object (tuning112)."""
        lex = self.lex
        if lex.lang != "ru" or i < 3 or not self._closes_after(i):
            return None
        if self.words[i - 1] == "я":
            # «шестой, этот человек, я выставляю»: the seat, then «этот» (and its noun) pointing
            # at him, the verb after «я» closing it (tuning112)
            p = i - 2 - (self.words[i - 2] not in _THIS_ONE)
            if (self.words[p] in _THIS_ONE and p >= 1 and self.is_num(p - 1 - self.is_(p - 1, _HERE))
                    and (p == i - 2 or self.words[i - 2] in _THIS_ONE_NOUNS)):
                seat = self.antecedent(p, PRONOUN, False)
                return replace(seat, end=i + 1) if seat.kind == "seat" else None
            return None
        if self.words[i - 1] != "и":
            return None
        for p in range(i - 2, max(-1, i - 8), -1):
            if self.t[p].kind in ("num", "verb") or self.boundary(p):
                return None
            if self.words[p] in _POINTED_AT and not self.is_(p - 1, lex.prepositions) and any(
                    self.words[x] in _I_TOO for x in range(max(0, p - 2), min(i - 1, p + 3))):
                seat = self.antecedent(p, PRONOUN, False)
                return replace(seat, end=i + 1) if seat.kind == "seat" else None
        return None

    def _proposed(self, k: int) -> Seat | None:
        """The seat of a proposal or wish said before its verb at ``k`` («давайте четвертого
        выставим», «четвертого хочу выставить»): between «давайте» and the verb, or right before
        «хочу»; not a seat said as a subject, nor after a «не»."""
        for num, word in ((k - 1, k - 2), (k - 2, k - 1)):
            if num < 0 or word < 0 or not self.is_num(num) or self.nominative(num) or (
                    not self.nameable(num)) or self.is_(min(num, word) - 1, self.lex.negations):
                continue
            if (word < num and self.words[word] in _PROPOSING) or (
                    word > num and self.words[word] in _WISHING):
                return Seat("seat", self.t[num].value, self.t[num].cost, end=k + 1)
        return None

    def _now_after_then(self, k: int, seat: int, i: int) -> bool:
        """«вчера хотел выставить девятого, сегодня выставляю»: a past time («вчера», «в прошлый
        раз») before the speaker's own verb at ``k`` (no one else named there) and «сегодня»,
        «сейчас» right before the act at ``i``: the times contrasted, as with «а»."""
        lex = self.lex
        return (lex.lang == "ru" and i - seat == 2 and self.words[i - 1] in _NOW_AGAIN
                and any(self.is_(x, lex.habitual) for x in range(max(0, k - 3), k))
                and not any(self.t[x].kind == "num" or self.is_(x, lex.subjects)
                            for x in range(0, k)))

    def _urging(self, a: int, b: int) -> range:
        """The tokens of a clause of urgency between ``a`` and ``b`` («пока не поздно», «пока
        не забыл», «пока есть время»): no condition, it only hurries the act after it (empty
        when there is none)."""
        for x in range(a, b):
            if self.words[x] == "пока":
                for end in range(b, x + 1, -1):
                    if tuple(self.words[x + 1:end]) in _URGENT_TAILS:
                        return range(x, end)
        return range(0)

    def _one_named(self, n: int) -> int | None:
        """The ordinal seat that names, right after «одного», the one he puts up («одного,
        девятого», «одного, а именно девятого»; not «одну пятую», a fraction), or ``None``."""
        while self.is_(n, _NAMING_ONE, self.lex.fillers):
            n += 1
        if (self.is_num(n) and self.t[n].ordinal and self.nameable(n) and not self.quantity(n)
                and not self.nominative(n)):
            return n
        return None

    def _doing_so(self, a: int, b: int) -> range:
        """The tokens of «так и делаю», «что и делаю» between ``a`` and ``b`` («хотел выставить
        четырнадцатого, так и делаю, выставляю»): the wish said to be done now (empty when there
        is none; tuning60)."""
        for x in range(a, b - 2):
            if tuple(self.words[x:x + 3]) in _SO_I_DO:
                return range(x, x + 3)
        return range(0)

    def _closes_after(self, i: int) -> bool:
        """Does the verb at ``i`` close the utterance (only fillers or an end formula after)?"""
        nxt = i + 1
        while nxt < len(self.t) and self.words[nxt] in self.lex.fillers:
            nxt += 1
        return nxt >= len(self.t) or self.is_(nxt, self.lex.end_words)

    # ---- the object before the head ---------------------------------------------------
    def seat_before(self, i: int) -> Seat:
        """«седьмого я выставляю», «номер семь выставляю», «не седьмого а восьмого выставляю»,
        «седьмой, я тебя выставляю»: the seat right before the head (no extra words)."""
        lex = self.lex
        k, vote = i - 1, False
        while k >= 0 and i - k <= 5:
            w = self.words[k]
            if self.t[k].kind == "num":
                return self._seat_before_at(k, i, vote)
            if w in lex.addressed and self.is_(k - 1, lex.prepositions):
                return Seat("none")   # «мафия стреляла в него, выставляю…»: the preposition's
            if w in lex.addressed or (w in _POINTING and not self._seat_follows(k + 1)
                                      and not self._searching(k)) or (
                    w in ("он", "она") and self.is_(k - 1, frozenset({"вот"}))):
                # «его я выставляю», «этого игрока я и выставляю», «седьмой, вот он, выставляю»
                return self.antecedent(k, PRONOUN, vote)
            if w in lex.self_words and (self.is_(k - 1, lex.prepositions) or (
                    k >= 1 and self.t[k - 1].kind in ("word", "verb")
                    and self.predicate_in(k - 1, k))):
                # «начну с себя, выставляю…», «он ведет себя так же, выставляю…»: «себя»
                # another word's
                return Seat("none")
            if w in lex.self_words and self.ctx.speaker is not None:   # «я себя выставляю»
                return Seat("seat", self.ctx.speaker, PRONOUN, end=i + 1, start=k, vote=vote)
            if (w in _AND_TOO and k >= 2 and self.is_num(k - 2) and i - k <= 2 and (
                    (self.t[k - 1].kind == "word" and is_own_doing(self.words[k - 1]))
                    # «кандидатуру четвертого предлагаю и выставляю»: the proposal joined to the
                    # act, one object of both (tuning69)
                    or (self.t[k - 1].kind == "verb" and self.t[k - 1].mood == "act"))):
                # «четвертого поддерживаю и выставляю»: the seat the object of both his verbs
                k -= 2
                continue
            if (k >= 2 and i - k == 1 and self.t[k].kind == "word" and " " not in w
                    and self.t[k - 1].kind == "word" and self.is_num(k - 2)
                    and not self.is_(k - 3, lex.negations)
                    and is_own_doing(self.words[k - 1]) and is_adverb(w)
                    and not any(t.kind == "num" for t in self.t[i + 1:])):
                # «четырнадцатого вижу насквозь, выставляю»: the seat the object of his own
                # verb and its adverb, then of the act closing the utterance (tuning67)
                k -= 2
                continue
            if w in lex.vote_phrases:
                vote = True
            elif not (w in lex.skip or w in lex.fillers or w in lex.slots or w in lex.cheap
                      or w in _STILL_ACT   # «…, но я его все равно выставляю»
                      # «…, а так я его просто выставляю»: how plainly he does it (tuning89)
                      or w in _PLAINLY
                      # «я его снова выставляю», «…его еще раз выставляю»: the act again
                      # (tuning80)
                      or w in _REPEATED or (w == "раз" and self.is_(k - 1, _ONCE_MORE))
                      # «двадцатый, вот этого парня выставляю»: a person pointed at, as
                      # «этого игрока» (tuning60)
                      or (self.is_(k - 1, _POINTING) and self._pointed_person(k))
                      # «семнадцатую апу выставляю», «третьего парня выставляю»: the seat and
                      # the person it is, as «выставляю семнадцатую девушку» (tuning106)
                      or (self.is_num(k - 1) and self.t[k - 1].ordinal and (
                          self._pointed_person(k) or w in _ELDERS))):
                return Seat("none")   # «его я и выставляю»: «и» there is a particle
            k -= 1
        return Seat("none")

    def wished(self, gov: int, i: int) -> bool:
        """Is the word at ``gov`` «хочу» (not «не хочу») governing the seat right before the
        present act at ``i`` («хочу девятнадцатого, выставляю»): the wish done by the act?"""
        lex = self.lex
        return gov >= 0 and self.words[gov] in _WANT and not any(
            self.is_(x, lex.negations, lex.hedges, lex.future) for x in range(max(0, gov - 2), gov)
        ) and self.t[i].kind == "verb" and self.t[i].mood == "act"

    def _pointed_person(self, k: int) -> bool:
        """Is the word at ``k`` one person as an object («парня», «мужика», «товарища»), a plain
        word the recogniser printed whole?"""
        return (self.lex.lang == "ru" and self.t[k].kind == "word" and " " not in self.words[k]
                and is_person(self.words[k]))

    def _later_seat(self, k: int, value: int) -> bool:
        """From ``k`` (after «а»), a later time («завтра», «в следующем круге») and then a seat
        other than ``value`` closing the utterance («…, а завтра девятого») (tuning106)?"""
        j = k
        while self.is_(j, self.lex.later):
            j += 1
        return (j > k and self.is_num(j) and self.t[j].value != value
                and self.closes(j + 1))

    def _damaged_option(self, k: int, value: int) -> bool:
        """Is the word at ``k``, after «или», a damaged number («тринад», «сидьмова») of
        another seat than ``value``, closing the utterance (tuning106)?"""
        if k >= len(self.t) or self.t[k].kind != "word" or not self.closes(k + 1):
            return False
        near = None if is_known(self.words[k]) else self.seat_value(k)
        return near is not None and near[0] != value

    def _option_chosen(self, before: int, value: int) -> bool:
        """Are the seats up to ``before`` two options joined by «или» («девятого или первого»),
        the first of them ``value``, which the seat said after them chooses («кого мне
        выставлять, девятого или первого? девятого выставляю»)?"""
        return (before >= 2 and self.words[before - 1] in _OR and self.t[before - 2].kind == "num"
                and self.t[before - 2].value == value)

    def _seat_before_at(self, k: int, i: int, vote: bool) -> Seat:
        lex = self.lex
        value = self.t[k].value
        if self.enumerated(k):
            return Seat("none")   # «…, это два, выставляю девятнадцатого»: a point counted off
        if self.counted(k):
            return Seat("none")   # «…, у нас же восемь, выставляю первого»: how many they are
        if not self.nameable(k):
            return Seat("unclear", end=i + 1)   # «вы двое мне не нравитесь, одного выставляю»
        before = k - 1
        while before >= 0 and self.words[before] in lex.slots:
            before -= 1
        gov = before
        while gov >= 0 and self.is_(gov, lex.skip, lex.fillers):
            gov -= 1
        # («первого, ой, простите, шестого выставляю»: the apology after the seat it corrects
        # governs no object)
        fixed = gov >= 0 and self.words[gov] in _APOLOGIES and any(
            self.is_num(x) for x in range(max(0, gov - 3), gov))
        # («не четвертого, он уже есть, пятого выставляю»: «есть» that he is there, no object)
        fixed = fixed or (gov >= 1 and self.words[gov] in _IS_THERE and self.words[gov - 1] in _ALREADY)
        # («…, выбираю двенадцатого, выставляю»: the seat chosen is the act's object too)
        fixed = fixed or (gov >= 0 and self.words[gov] in lex.choosing and not self.is_(
            gov - 1, lex.negations) and (self.words[gov].endswith("ю") or self.is_(
                gov - 1, frozenset({"я"}))))   # (the past one «я выбрал», not another's)
        # («хочу девятнадцатого, выставляю»: the seat wished for, then the present act on it
        # (tuning64); not «не хочу», nor «выставлю», «выставить»: a wish still)
        fixed = fixed or self.wished(gov, i)
        # «ваше время, говорят; ладно, первого выставляю»: «ладно» answering what was said
        # closes that clause, the seat after it no object of its verb (tuning80)
        fixed = fixed or any(self.words[x] in _OK_THEN for x in range(gov + 1, before + 1))
        # («я вот что скажу, двадцатку выставляю»: his words announced, the seat after them no
        # object of «скажу» (tuning104))
        fixed = fixed or self._announced(gov)
        # («вот девятого и выставляю»: the seat singled out for the act after «вот», whatever
        # verb stands before it (tuning67))
        fixed = fixed or (before >= 0 and self.words[before] in _HERE and k + 2 == i
                          and self.is_(k + 1, _AND_TOO))
        if gov >= 0 and not fixed and (self.t[gov].kind == "verb" or (
                self.predicate_in(gov, gov + 1) and not is_intransitive(self.words[gov]))):
            return Seat("none")   # «не выставлю я седьмого, выставляю…»: the other verb's object
        if before >= 0 and self.words[before] in lex.prepositions and not self._suspected(
                before, k, i):
            return Seat("none")
        if (before >= 1 and self.words[before] in _TOO and not self.t[k].ordinal
                and self.t[before - 1].kind == "word" and " " not in self.words[before - 1]
                and self.words[before - 1] not in lex.subjects and is_noun(self.words[before - 1])):
            return Seat("none")   # «…и в игре тоже ноль, выставляю девятого»: what the noun
            # comes to as well, a value (tuning73; not «я тоже седьмого выставляю»)
        if before >= 0 and self.t[before].kind == "word" and self.words[before] not in lex.slots \
                and self.t[k].word.endswith(("ое", "ье")) and is_noun(self.words[before]):
            return Seat("none")   # «это дело десятое»: the noun's ordinal, not a seat
        if before >= 1 and self.words[before] in lex.conjunctions and self.t[before - 1].kind == "num":
            if self.words[before] == "а" and before >= 2 and self.words[before - 2] in lex.negations:
                return Seat("seat", value, REVERSED, end=i + 1, start=before - 2, vote=vote, at=k)
            if (self.t[before - 1].value != value and not (
                    # «я верю шестому, а первого я выставляю»: the seat before «а» in a case
                    # another word governs, set against the object (tuning55)
                    self.words[before] == "а" and (self.oblique(before - 1)
                                                   or self._feminine_oblique(before - 1)
                                                   or self.governed(before - 1))
                    and not self.oblique(k) and not self.nominative(k))):
                return Seat("ambiguous", end=i + 1)
        if (before >= 0 and self.t[before].kind == "num" and self.t[before].value != value
                and not self.counted(before)   # (not «у нас семь, пятого выставляю»)
                and not self._option_chosen(before, value)):
            if self._denied_then_named(before, k):
                return Seat("seat", value, REVERSED, end=i + 1, start=before - 1, vote=vote, at=k)
            return Seat("ambiguous", end=i + 1)
        if before >= 0 and self.words[before] in lex.negations:
            return Seat("negated", end=i + 1)
        return Seat("seat", value, REVERSED + self.t[k].cost, end=i + 1, start=max(0, before + 1),
                    vote=vote, at=k)

    def _suspected(self, on: int, k: int, i: int) -> bool:
        """Is the «на» at ``on`` that of his suspicion, «(у меня) подозрение на пятого», with the
        seat at ``k`` right before the act at ``i`` closing the utterance, no object after it
        («у меня подозрение на пятого, выставляю»): the one suspected is the object (tuning104)?
        Not «подозрение на пятого, выставляю шестого» (the object after it), nor another's
        suspicion («у него подозрение…»: only his own «у меня» or none before the noun)."""
        if not (self.words[on] in _ON and self.is_(on - 1, _SUSPICION) and k + 1 == i
                and self.t[i].kind == "verb" and self.t[i].mood == "act" and self.closes(i + 1)):
            return False
        return not (self.is_(on - 2, self.lex.addressed) or self.is_(on - 2, _OTHERS_AT)
                    or any(self.is_(x, self.lex.negations, _NO_SUSPICION)
                           for x in range(max(0, on - 4), on - 1)))

    def _announced(self, gov: int) -> bool:
        """Is the word at ``gov`` his «скажу» with its «что» before it («я вот что скажу»), or
        «так» after it («скажу так»): what he says next announced, not an object of the verb
        (tuning104)? Not «что скажу» asked («что скажу седьмому?»: no seat after it anyway)."""
        if gov < 0:
            return False
        if self.words[gov] in _I_WILL_SAY:
            return (self.is_(gov - 1, _WHAT_SAID) and self.is_(gov - 2, _HERE)) or (
                self.is_(gov + 1, _SO_SAID))
        return self.words[gov] in _SO_SAID and self.is_(gov - 1, _I_WILL_SAY)

    def _denied_then_named(self, before: int, k: int) -> bool:
        """Is the seat at ``before`` denied by the «не» right before it and the seat at ``k``
        right after it, in the same case, the one meant («нет, не пятого, третьего выставляю»:
        «не X, Y» with no «а», tuning107)?"""
        return (self.lex.lang == "ru" and before >= 1 and self.is_(before - 1, self.lex.negations)
                and self.t[before].ordinal and self.t[k].ordinal
                and self.words[before][-2:] == self.words[k][-2:])

    def _feminine_oblique(self, k: int) -> bool:
        """Is the seat at ``k`` a feminine ordinal in a case the verb does not take: «-ей»
        («третьей»), or «-ой» of an ordinal whose masculine is «-ый», «-ий» («одиннадцатой»,
        «первой»; not «шестой», «второй»: a masculine nominative too)? (tuning84: «ни к первой ни
        к одиннадцатой, а третью я выставляю», «я верю пятой, а третью выставляю»)"""
        t = self.t[k]
        last = t.word.split()[-1]
        return (self.lex.lang == "ru" and t.ordinal and last not in _MASCULINE_OJ
                and last.endswith(("ой", "ей")))

    def dangling(self, i: int, seat: Seat) -> Seat:
        """«я выставляю, потому что он молчал, девятого»: the seat closing the utterance after a
        subordinate clause, when no other seat and no other verb stands between."""
        last = len(self.t) - 1
        while last > i and (self.words[last] in self.lex.fillers
                            or self.words[last] in self.lex.end_words):
            last -= 1
        tok = self.t[last]
        if tok.kind != "num" or not tok.ordinal or self.words[last - 1] in self.lex.prepositions:
            return Seat("none", end=seat.end)
        if any(t.kind in ("num", "verb") for t in self.t[i + 1:last]):
            return Seat("none", end=seat.end)
        return Seat("seat", tok.value, DANGLING + tok.cost, end=last + 1, start=last)
