"""What around a nominating verb takes the act away: it is denied, negated, someone else's words,
a supposition, or meant for another time.

* negation: a «не» that governs the verb (right before it, past «я», «никого», pronouns); a
  «не» elsewhere in the speech does not. A denied frame: «не то чтобы я выставляю», «не скажу
  что выставляю», «это не значит что я выставляю».
* quotation: a verb of speech right before the verb, or before its speaker («первый сказал:
  выставляю», «повторю что сказал первый: я выставляю»; not the parenthesis «как сказал
  первый, выставляю»); or after the act, with nothing of the speaker's own after it
  («выставляю седьмого — так говорят только черные», «выставляю седьмого, сказал первый»).
* hedges before a present verb («может», «допустим»), a condition in its clause («если»), and
  another time: «завтра», «в последний день», «в следующем круге» for any mood; for «выставлю»
  any future word or time phrase in its clause («на днях», «в финальной тройке»), and after the
  act «…, но не сегодня», «выставлю седьмого в финале».

>>> from pihost.listen.lexicon import RU
>>> from pihost.listen.reading import tokens
>>> from pihost.listen.context import ListenContext
>>> def frame(text):
...     f = Frames(tokens(text, RU), ListenContext(1, tuple(range(1, 11))), RU)
...     i = next(k for k, t in enumerate(f.t) if t.kind == "verb")
...     return f.denied(i), f.quoted(i), f.another_time(i, perfective=True)
>>> frame("не то чтобы я выставляю восьмого"), frame("повторю что сказал первый я выставляю")
((True, False, False), (False, True, False))
>>> frame("в финальной тройке я выставлю второго"), frame("ладно выставлю девятого")
((False, False, True), (False, False, False))
"""

from __future__ import annotations

from pihost.listen.clause import Clause
from pihost.listen.forms import (
    forms_of,
    is_agent,
    is_counted,
    is_future,
    is_imperative,
    is_infinitive,
    is_noun,
    is_once_past,
    is_own_doing,
    is_past,
    is_quality,
    is_subject_noun,
    is_things,
    is_third_person_verb,
)
from pihost.listen.lexicon import RU_DELIVERY, RU_VOICE

# words that may stand between a verb of speech and the quoted verb («сказал мне: выставляю»)
# «один сказал: …, другой: …»: the other one, whose words follow a quotation with the verb left out
_THE_OTHER = frozenset("другой другая другие второй вторая иной".split())
# «…, говорите? ну так …»: the second person's verb of speech, the answer opened by «ну так»
_YOU_SAY = ("ите", "ете", "ишь", "ешь")
_WELL = frozenset({"ну"})
_SO = frozenset({"так", "тогда"})
_QUOTE_GAP = frozenset("я мне нам вам тебе всем так же вчера сегодня опять снова ну вот прямо всегда "
                       "i me us "
                       # «ten said yesterday i nominate three»: the English «вчера», «снова» (tuning91)
                       "yesterday again "
                       # «а он такой, блин, выставляю второго»: an interjection inside the quote
                       "блин черт ой "
                       # «десятая сказала торжественно: выставляю…»: how the words were voiced,
                       # after the verb of speech (tuning84)
                       "торжественно громогласно гордо решительно вслух шепотом хором "
                       # «он сказал: ой, я перепутал, выставляю десятого»: his own slip owned,
                       # inside the quote (tuning102)
                       "перепутал перепутала ошибся ошиблась оговорился оговорилась".split()) | {
    "я перепутал", "я перепутала", "я ошибся", "я ошиблась", "я оговорился", "я оговорилась"}
# words that may stand between a «не» and the verb it governs («не вы ставлю», «никого я не»)
# «девятый кричал на всех»: shouting aimed at people, no quotation (tuning80)
_ON = frozenset({"на"})
_AT_WHOM = frozenset("всех меня нас вас тебя него нее них".split())
_NEG_GAP = frozenset("я пока сегодня же ведь уже и точно вообще просто еще тоже i".split())
_SOUNDS = frozenset("ну э ээ эээ эм мм ммм uh um er".split())
# a condition before a present verb makes it conditional («если промолчит, тогда выставляю»)
_CONDITIONS = frozenset({"если", "if"})
# «не будь я бабка нюра, если…», «провалиться мне, если…», «разрази меня гром, если…», «убей меня
# бог, если…»: the oaths whose second half is a condition (tuning90)
_OATH_WHO = frozenset({"я", "мне", "меня"})
_OATH_VERBS = frozenset({"провалиться", "разрази", "убей", "лопни", "чтоб"})
# «ну раз все говорят, выставляю…»: the causal «раз» before a verb of speech (tuning92)
_SINCE_OPENS = frozenset({"ну", "а", "и", "но", "вот", "так"})
_SINCE_GAP = frozenset({"так", "все", "вы", "ты", "они", "уж"})
# «as if», «как если бы»: the condition's word in a comparison, after the act (tuning92)
_AS_IF = frozenset({"as", "как"})
# «выставляю седьмого или нет?», «nominate seven or nah?»: the act asked about
_OR_NOT = frozenset({"или нет", "or not", "or nah",
                     # «выставляю седьмого, или уже поздно?»: whether it may still be done
                     "или уже поздно", "или поздно", "или уже нельзя", "или нельзя",
                     "или уже не считается",
                     # «выставляю седьмого, или не надо?»: the other choice asked, as the
                     # plural act's tag (tuning75)
                     "или не надо", "или не будем", "или как"})
# «выставляю седьмого, или лучше подождать?», «…, или пока рано?»: the other choice asked
_CHOICE_GAP = frozenset({"лучше", "может", "все таки", "еще", "пока", "же", "так", "просто"})
_LATER_CHOICE = frozenset({"рано", "потом", "позже", "попозже", "завтра", "подождем", "погодим",
                           "повременим", "подумаем"})
# «на будущее запомни, выставлю…»: the one warned told to remember, the time said for the act
_HEED = frozenset("запомни запомните учти учтите знай знайте".split())
CORRELATES = frozenset({"тогда", "то", "then"})
# «я наверное все таки выставляю четвертую»: the hedge settled after all
_PROBABLY = frozenset({"наверное", "наверно"})
_AFTER_ALL = frozenset({"все таки", "все же"})
# «если что, я выставляю пятого»: «for the record» before his own present act (tuning57)
_FOR_RECORD = frozenset({"если что"})
_ALL_TIME = frozenset({"все"})
# «слова третьего были: выставляю…», «фраза его была такая: …»: someone's words, quoted
_WORDS_SAID = frozenset("слова фраза слово речь words".split())
# «…засчитывается только со словом выставляю»: the verb after «со словом», «с фразой» is the word
# named, not said (not «одним словом, выставляю…»: in a word)
_WITH = frozenset({"с", "со"})
_WORD_NAMED = frozenset({"словом", "словами", "фразой"})
_WERE = frozenset("были была было звучали звучала такие такая так were was".split())
_PARENTHESIS = frozenset({"как", "as"})
# «как верно сказал второй, выставляю…»: how rightly he said it, his words agreed with
_RIGHTLY = frozenset("верно правильно точно справедливо мудро rightly".split())
# «я сказал шестого, выставляю девятого»: the speaker himself saying the seat before the act
_SPEAKER_I = frozenset({"я"})
# «мой сосед не дает мне говорить»: the verbs of letting or hindering one speak (tuning106)
_LET_SPEAK = frozenset("дает дают давал давала дал дала мешает мешают мешал мешала позволяет "
                       "позволил позволила перебивает".split())
_ME_US = frozenset({"мне", "нам"})
# «как абый сказал, я тоже выставляю…»: the speaker joining the one who said it (tuning106)
_TOO = frozenset({"тоже", "также"})
# «дойдет очередь, тогда (и) выставлю»: the correlate of a time clause with a future verb
_THEN_FUTURE = frozenset({"тогда"})
# «…, и тогда уже выставлю»: by then, the particle after the correlate (tuning103)
_BY_THEN = frozenset({"уже"})
# «если шериф проверит его черным, я не удивлюсь»: the speaker's reaction, a condition's own
# consequence
_REACTIONS = frozenset("удивлюсь удивлена удивлен расстроюсь обрадуюсь обижусь".split())   # «как сказал первый, выставляю седьмого»
_THAT = frozenset({"что", "чтобы", "that"})
_IT_IS_SAID = frozenset({"говорится", "выражаются", "называют"})   # «или, как говорится, …»
# «если я ошибаюсь, простите; выставляю…»: what the table is asked, the condition's consequence
_I_NOT = frozenset({"я", "не"})
_CONSEQUENCE_ASKED = frozenset("простите прости извините извини знайте знай учтите учти "
                               "запомните помните имейте".split())
# «если меня убьют, вы знаете почему»: the table told it will know why, the consequence said
_YOU_KNOW = frozenset("знаете поймете узнаете".split())
_WHY = frozenset("почему зачем кто".split())
# «третий думает, что я выставляю седьмого»: what someone else believes of the speaker's act
_BELIEF = forms_of(("думать", "считать", "полагать", "решить", "верить", "подумать"),
                   but=("1per",)) | frozenset("уверен уверена thinks believes".split())
_AUXILIARY = frozenset("буду будем".split())
_REFUSED = frozenset("хочу хотим".split())
_I = frozenset({"я"})
# «больше всех кричит»: more than anyone, how much he talks
_MOST = frozenset("больше меньше громче чаще дольше".split())
# «не то сказал», «не тот номер сказал»: the wrong thing said
_WRONG_THING = frozenset({"то"})
_WRONG_ONE = frozenset({"тот", "того"})
_I_AND = frozenset({"я", "и", "а", "тогда", "то", "значит"})
# «я забыл сказать», «хочу сказать»: the speaker's own words to come
# «надо говорить: я выставляю…»: an imperfective verb of speech after «надо» says how one
# should say it (a rule, not the speaker's act; «надо сказать, выставляю…» is his)
_HOW_TO_SAY = frozenset("говорить называть".split())
# «не расслышал, повторите»: the host's request echoed, the act said again after it
_ASKED_AGAIN = frozenset("повторите повтори".split())
# «я потом скажу: выставляю седьмого»: the saying he puts later, and the time ahead before it
_WILL_SAY = frozenset({"скажу", "объявлю"})
_AHEAD = frozenset({"потом", "позже", "попозже", "затем", "когда"})
_MUST = frozenset("надо нужно следует положено должен должна должны обязан".split())
# «надо просто сказать», «нужно только сказать»: all one has to say (not «надо сказать»: I must
# say, his own)
_JUST = frozenset("просто только лишь всего".split())
_MY_NEED = frozenset({"мне"})
_WISHES = frozenset("хочу хотел хотела решил решила".split())
# «шестой хотел сказать: выставляю четвертого, но его перебили»: the correction phrase «хотел
# сказать» (I meant to say) with another's subject before it is what he wanted to say (tuning67)
_MEANT_TO_SAY = frozenset({"хотел сказать", "хотела сказать"})
# «i don't have much to say», «nothing more to say»: how much he has to say, his own
_LITTLE_TO = frozenset("much little nothing more else anything".split())
_OWN_WISH = frozenset("я забыл забыла хочу хотел хотела должен должна могу надо нужно".split())
_OTHERS = frozenset("ты вы мы кто кто то".split())
# «не хочу ждать до следующего круга»: waiting, and what says there is no need to
_WAITING = frozenset("ждать ждем ожидать откладывать отложить тянуть тянем медлить "
                     "подождать "
                     # «подожду до завтра, а нет…»: his own wait, taken back only (tuning90)
                     "подожду подождем обожду погожу "
                     # «не дожидаясь следующей игры, выставляю…»: the gerund, without waiting
                     "дожидаясь ожидая дожидаться дождаться откладывая".split())
# («чего ждать до завтра», «к чему тянуть»: why wait, the question that says there is no need,
# tuning75)
# «как говорил мой муж: …»: the speaker's own people, not at the table (tuning84)
_MY_KIN = frozenset("мой моя мои наш наша наши".split())
_POSSESSIVE_OF = frozenset("мой моя мое мои наш наша наше наши твой твоя ее его их покойный "
                           "покойная".split())
_NO_NEED = frozenset("нечего незачем зачем хватит чего чо че чему".split())
_NO_WAIT = frozenset("нельзя нет смысла".split()) | {
    # «думала, подожду до завтра, а нет, выставляю…»: the wait thought of, then taken back
    # (tuning90)
    "а нет", "да нет", "но нет", "ан нет", "хотя нет"}
# «неправда, что я выставляю…»: a frame that says the clause is false
# «ты правда думаешь, что я выставлю тебя?»: the act inside the second person's belief, asked of
# him (tuning55); not in a clause of time or reason («пока ты думаешь, выставляю…»)
_BELIEF_ASKED = frozenset("думаешь думаете считаешь считаете веришь верите полагаешь полагаете "
                          "надеешься надеетесь".split())
_YOU_REALLY = frozenset("ты вы правда серьезно действительно реально".split())
_NOT_WHILE = frozenset("пока когда раз если пусть".split())
_UNTRUE = frozenset("неправда неверно вранье ложь враки untrue".split())
# «не, ну…»: a «не» before these is an interjection, not the verb's
_INTERJECTED = frozenset({"ну"})
# «выставляю бы», «выставляю ли я»: a particle right after the verb makes it unreal or a question
_PARTICLES_AFTER = frozenset({"бы", "ли"})
# «а что если шестнадцатого? ну да, выставляю…»: the seat asked of himself, then said yes to
_WHAT_IF = frozenset({"что", "а что", "ну что", "ну а что"})
# «если вы не против, выставляю…», «если стол не возражает…»: whose leave he asks
_WHOSE_LEAVE = frozenset("вы ты все стол город никто коллеги друзья".split())
_YES_SO = frozenset({"да", "ну да", "точно", "именно", "пожалуй", "так и есть"})
# «я не не выставляю девятого»: the «не» said twice, one phrase of the lexicon, still governs
# the verb (the recogniser writes «нет, нет» as «нет нет»; a stutter is not a correction)
_STUTTERED_NOT = "не не"
_WHOM_COPIED = frozenset("мной нами ним ней ними всеми другими остальными".split())
_AND = frozenset({"и"})
# «я повторяю за тренером: выставляю…»: the formula repeated after someone is his, not the act
_REPEATING = frozenset("повторяю повторяем".split())   # not «повторю за ним»: he joins him
# «как правильно: выставляю номер пять или выставляю пятого?»: the formula's other wording
_OR_FORMULA = frozenset({"или", "or"})
_HOW = frozenset({"как"})
# «в след круге», «на след день»: the colloquial clipped «следующий» (only before a time noun)
_CLIPPED_NEXT = frozenset({"след"})
# «четвертый правду говорил», «он ерунду говорит»: how true his talk is, the object judged
_JUDGED_TALK = frozenset("правду неправду ерунду чушь чепуху глупость глупости бред вздор "
                         "дело гадости фигню пургу".split())
# «весь вечер кричит», «всю игру орет»: how long he makes noise
_WHOLE = frozenset("весь всю целый целую".split())
_WELL_THEN = frozenset({"же"})   # «ну что же», «что ж» (read as «же»): well then
_SHOUTING = forms_of(("кричать", "орать", "вопить"), but=("1per", "impr"))
_SHOUTED_AT = _SHOUTING | forms_of(("накричать", "наорать", "рявкнуть", "рявкать"),
                                   but=("1per", "impr"))
# «выставляю номер… тут все орут, не слышно»: the shouting blamed for what is not heard, the
# table's noise (no one's words)
_HEARD = frozenset("слышно слышу слыхать слышишь слышите слышны".split())
# «про десятого все уже сказали, я его выставляю»: everything is said already, no words quoted
_ALL_SAID = frozenset({"все", "уже"})
# «все сказано», «все давно сказано»: the impersonal neuter participle with «все», said by no one
_SAID_OF_ALL = frozenset({"сказано", "говорено"})
# «кто (это) сказал? четвертый»: who said it asked, the seat after the verb is the answer
_WHO_ASKED = frozenset({"кто"})
_THIS = frozenset({"это"})
# «третий весь вечер пишет в телефоне»: writing all evening, in the present, is what he does
_WRITING = frozenset("пишет пишут строчит печатает".split())
# «я уже говорил: …»: the speaker's own words said before, repeated now
_ALREADY_SAID, _I_SAID = frozenset({"уже"}), frozenset({"я"})
# «произнес свое коронное: …»: the kind of saying, its noun left out, a catchphrase's label
# (tuning78; not «сказал странное»: the speaker's judgement of what was said)
_SAYING_KIND = frozenset({"коронное", "легендарное", "фирменное", "свое", "знаменитое",
                          "крылатое", "историческое", "бессмертное"})
# the past times that date words cited after «как сказал …» (tuning78)
_PAST_TIMES = frozenset({"вчера", "позавчера", "в прошлой игре", "в прошлый раз", "в прошлом круге",
                         "на прошлом круге"})
# «выставляю седьмого прямо сейчас, не завтра»: now, said before the other time denied (tuning77)
_NOW_SAID = frozenset({"сейчас", "сегодня", "now", "today"})
_TIMES = frozenset({"раз", "раза"})   # «я вам сто раз говорил: выставляю…»: he repeats himself
# «шестой уже три раза сказал: …»: «уже» between who said it and how many times (tuning77)
_TIMES_GAP = frozenset({"уже", "еще"})
# English: what may open the speaker's clause instead of «i» («okay, nominate seven»)
_OPENERS = frozenset("okay ok alright right yes yeah fine and".split())
# «после голосования выставлю седьмого»: after an event still to come
_AFTER = frozenset({"после", "after"})
# «в последний момент выставляю…»: the moment is now for a present act (not «в последний раз»)
_NOW_NOUNS = frozenset({"раз", "момент"})
_AFTER_GAP = frozenset("этого этой всех всего the".split())
# «при попиле выставлю третьего»: «при» and an event is a condition for «выставлю» (tuning64);
# not a pronoun after it («при этом», «при всем уважении», «при мне»)
_UNDER = frozenset({"при"})
_OWN_CLAUSE_GAP = frozenset({"уже", "я", "мы"})
_UNDER_NOT = frozenset("этом этих том таком всем всех всей нем ней них мне тебе себе нас вас "
                       "им".split())
_AUXILIARIES = frozenset("do does did should shall can could would will may must am".split())
# a demonstrative object with a relative clause: «кто меня выставит, того и выставлю»
DEMONSTRATIVE_OBJECTS = frozenset("того ту этого эту тех этих такого такую тому".split())
# the scaffolding «давайте так» before a plural act proposes it
_LETS = frozenset({"давайте так", "давай так"})
# «еще одно слово, и я выставлю десятого», «еще раз, и выставлю»: the threat, one more of it
# and then the act (after «еще», what there would be one more of)
_ONE_MORE = frozenset({"одно", "один", "одна", "раз", "слово", "звук", "шутка", "замечание"})
_RELATIVE = frozenset({"кто", "кого", "кому", "who", "whoever"})
# «типа выставляю пятого», «ну как бы выставляю»: a filler, not «as if», before the act
_FILLER_HEDGES = frozenset({"типа"})
_AS = frozenset({"как"})
_PAUSES = frozenset("ну э ээ эээ эм мм ммм короче вот".split())
# «непонятно что говорит», «чо ты там шепчешь»: what he says asked about, the speech verb's
# object before it (not «вот что он говорит», «так что говорю», «только что сказал»: just now)
_WHAT = frozenset("что чо че чего чем what".split()) | {"ну что", "а что", "ну так что"}
# «скажешь», «скажете», «говоришь»: a verb of speech said to the one asked
_TO_YOU = ("шь", "те")
_ASKED_GAP = frozenset("ты там тут опять снова вообще же все такое вечно это мне нам вам i you he she "
                       "there".split())
_SUCH = frozenset("такой такая такие".split())
_POINTING = frozenset("вот это так только".split())
# «мой план такой: сначала выставляем третьего…»: a plan for the table, not an act done
_PLAN = frozenset({"план такой", "мой план такой", "мой план", "план",
                   # «предложение к столу: выставляем пятого»: a proposal put to the table
                   "предложение", "мое предложение", "предложение такое"})
# «допустим третий мафия, тогда выставляем третьего»: a supposition answered by «тогда» is a
# condition of the act
_SUPPOSE = frozenset({"допустим", "предположим", "представим", "представь", "представьте",
                      "suppose", "say"})
# «если сегодня ошибемся, то все»: the condition's own consequence, said after «то»
_DOOM = frozenset("все конец хана капец кранты приехали".split())
# «если ошибемся, то ничего страшного», «…, то не беда»: no harm, its consequence said (tuning75)
_NO_HARM = (("ничего", "страшного"), ("не", "страшно"), ("не", "беда"), ("ничего", "страшного", "нет"),
            ("ерунда",), ("не", "смертельно"))
_COUNTERFACTUAL = frozenset({"бы", "б"})
# «если десятый думал, что я про него забыл, то нет», «если кто то думает, что я буду ждать, —
# ошибается»: a belief of another's as the condition, denied as its consequence (tuning105)
_BELIEVES = frozenset("думал думала думали думает думаете думают думаешь считает считаете "
                      "считают считаешь считал считали надеется надеетесь надеются надеялся "
                      "надеялись рассчитывает рассчитываете решил решили".split())
_MISTAKEN = frozenset("ошибается ошибаетесь ошибаются ошибаешься ошибся ошиблись ошиблась "
                      "зря".split())
_NO = frozenset({"нет"})
# «вечером выставлю…», «утром выставлю…»: the parts of the day said alone in the instrumental, a
# later time for «выставлю» (not «днем»: the day of the game is now)
_PART_OF_DAY = frozenset({"вечером", "утром", "ночью"})
# «на той неделе», «в тот раз»: that time, not this one
_THAT_TIME = frozenset({"той", "тот", "том", "ту"})
# «как сказал пятый, выставляю восьмого, ха ха»: laughter after it makes the parenthesis mimicry
_LAUGHTER = frozenset("ха хаха ахах ахаха хахаха ха-ха haha lol".split())
# «написал в чате: выставлю второго»: where the words were said, between the verb and them
_PLACE_PREPOSITIONS = frozenset({"в", "во", "на", "in", "on"})
# «все время бормочет: выставляю…», «весь вечер твердит»: how long he says it, no thing said
_WHOLE = frozenset({"все", "весь", "всю", "целый", "целую", "первый", "первую", "каждый"})
_HOW_LONG = frozenset({"время", "вечер", "день", "час", "минуту", "ночь", "игру", "раунд"})
# «в книжке было: выставляю игрока номер один»: what a source held, its text quoted
_WAS_THERE = frozenset({"было", "стояло", "значилось"})
# «у второго было: выставляю…», «у него было так: …»: what another player's speech held (tuning103)
_AT_WHOSE = frozenset({"у"})
_HIS_THEIR = frozenset({"него", "нее", "неё", "них"})
_ARTICLES = frozenset({"the", "a", "our", "his", "her"})
# «на следующий день может быть поздно, выставляю…»: a predicative of the time word's own clause
_TOO_LATE = frozenset({"поздно", "поздновато"})
# «третий повторил за первым: выставляю…»: after whom the words are said again
_AFTER_WHOM = frozenset({"за", "вслед"})
_WHOM_AFTER = frozenset("ним ней нами вами ними мной тобой всеми".split())
# «давайте договоримся: выставляем восьмого»: the table asked to agree on a plural act
_LETS_AGREE = frozenset("договоримся решим условимся сделаем".split())
_LETS_ONLY = frozenset({"давайте", "давай", "го"})
_ALL_OF_US = frozenset("все мы вместе дружно".split())
# «к третьему тосту выставлю»: by a counted event, another time for «выставлю»
_BY = frozenset({"к", "ко"})
_HE_SHE = frozenset({"он", "она"})
_NOW = frozenset({"сегодня", "сейчас", "теперь", "today", "now"})
# «и чутье говорит: выставляю второго»: the speaker's own hunch speaks, no one else's words
# «шестой сказал мне в лицо: ты мафия, я тебя выставляю»: a quote opened in the second person,
# the speaker addressed by the one who said it; the words between the verb of speech and the
# quote: whom he said it to, and where («в лицо», «в глаза», «прямо»)
_TO_ME = frozenset("мне нам прямо в лицо глаза при всех".split())
# the subject pronouns of another, whose habit a clause of theirs says (tuning111)
_OTHERS_SUBJECT = frozenset("ты вы он она они you he she they".split())
_YOU = frozenset("ты тебя тебе вы вас".split())
# «сказал мне в перерыве: …»: whom he told, between the verb of speech and where he said it
# «десятый вообще не по теме говорил, выставляю десятого»: whether his talk kept to the point,
# before a verb of talking that goes on (not «по делу сказал: …», what he said once)
_ON_TOPIC = frozenset({("по", "теме"), ("по", "делу"), ("по", "существу"), ("по", "сути"),
                       ("в", "тему")})
_TALKING = ("говор", "болта", "рассужда", "выступа")
# «про двенадцатого я говорил, выставляю его», «когда я про третьего сказал, …»: the talk's topic
# named before the verb of speech (what the talk was about, not what was said: tuning72)
_ABOUT = frozenset({"про", "о", "об", "обо"})
_EVERYONE = frozenset({"всех", "everyone", "everybody"})
_BUT_HE = frozenset({"а"})
_HIMSELF = frozenset({"сам", "сама", "сами"})
_LOVES_TO = frozenset({"любит", "любил", "любила", "любят", "любили"})
_AT = frozenset({"у", "нас", "вас"})
_ANYONE_ELSE = frozenset("кого нибудь то либо еще".split())
_INDEFINITE = frozenset("нибудь либо".split())   # «игра у нас такая»
# «yes i can, i nominate nine»: a subject before the auxiliary, a statement, no question
_AUX_SUBJECTS = frozenset("i we you he she they".split())
_YES_EN = frozenset("yes yeah yep sure course".split())
_TODAY = frozenset("сегодня сейчас уже вообще в этом круге".split())
_WHOM_TOLD = frozenset("мне нам вам тебе ему ей им всем".split())
# «восьмой передразнил меня: выставляю…»: whom he mimicked or answered, right after the verb
_WHOM_SAID = frozenset({"меня", "нас"})
_INSTEAD = frozenset({"за"})
# «первая сказала ведущей: выставляю седьмую», «шепнул ему: …»: whom he told (a third person,
# the host), right after the verb of speech
_TOLD_TO = frozenset("ему ей им ведущему ведущей судье".split())
_HE_YOU = {"ты": "тебя", "вы": "вас", "он": "его", "она": "ее"}
# «восьмой сказал фразу: выставляю…», «произнес такие слова: …»: what he said named after the verb
# of speech, the quotation after it (tuning63)
_SAID_THING = frozenset("фразу фразочку слова слово вещь цитату".split())
# «чат пишет: выставляю седьмого», «книга говорит: …»: what writes or speaks as a subject, not the
# thing written («отчет пишет»)
_SOURCES = frozenset("чат чатик модератор модер стрим форум канал бот телеграм телега сайт "
                     "коммент комментарий сообщение смс эсэмэска книга роман газета статья "
                     "телевизор телек радио колонка экран табло приложение навигатор".split())
# «скажу одно», «хочу сказать одно»: the neuter «одно», one thing said (tuning105)
_ONE_THING = frozenset({"одно"})
_SAID_THING_POINTING = frozenset("такую такие такое эту эти это одну".split())
_INNER = frozenset("чутье интуиция сердце нутро опыт логика чуйка".split())
_HUNCH_TO_ME = frozenset({"мне"})
# «ставь меня, если сомневаешься»: the object of an imperative before a condition (tuning74)
_ADVISED = frozenset("меня его ее тебя их нас".split())
_NOT_ADVICE = frozenset("давай давайте пусть пускай".split())
_YOU_ENDS = ("ешь", "ишь", "ете", "ите", "ешься", "ишься", "етесь", "итесь")
# «пишут», «говорят», «написали»: the third person plural of a verb of speech, «they» unnamed
_THEY_ENDS = ("ут", "ют", "ят", "ат", "ли")
_IT_PRONOUNS = frozenset({"она", "оно", "он"})
_FACE = frozenset("лице лбу морде физиономии роже глазах".split())
_ON_FACE = frozenset({"на", "в"})
_EN_PAST = frozenset("was were did said told saw had got made came went".split())


class Frames(Clause):
    """The vetoes of the act headed by a verb at token ``i`` (see the module)."""

    def _on_face(self, k: int) -> bool:
        """Is the verb of speech at ``k`` written on a face («на лице написано», «на лбу»,
        «в глазах»): how someone looks, no quotation?"""
        return self.is_(k - 1, _FACE) and self.is_(k - 2, _ON_FACE)

    def _inner_voice(self, k: int) -> bool:
        """Is the verb of speech at ``k`` said by his own hunch, its noun right before it or
        before «мне», a noun, or a preposition and its word («чутье говорит», «интуиция мне говорит»,
        «опыт на сайте говорит», «чутье у меня говорит»: tuning74)?"""
        return self.is_(k - 1, _INNER) or (
            self.is_(k - 2, _INNER) and self.is_(k - 1, _HUNCH_TO_ME)) or (
            # «опыт игры подсказывает»: the hunch with whose it is, a noun after it (tuning91)
            self.lex.lang == "ru" and self.is_(k - 2, _INNER) and self.t[k - 1].kind == "word"
            and " " not in self.words[k - 1] and is_noun(self.words[k - 1])) or (
            k >= 3 and self.is_(k - 3, _INNER) and self.is_(k - 2, self.lex.prepositions)
            and self.t[k - 1].kind == "word")

    def foreign_subject(self, i: int) -> bool:
        """English: is the verb at ``i`` someone else's, or asked, or a suggestion? The act has
        «I» for its subject («i (also) nominate»), or nothing before it in its clause; «we»,
        «us» («let us»), «nobody», «did», «should» before it make it no act."""
        lex = self.lex
        if lex.lang != "en":
            return False
        k = i - 1
        while k >= 0 and self.is_(k, lex.adverbs, lex.fillers, lex.negations, lex.hedges,
                                  lex.modals) and self.words[k] not in lex.subjects:
            k -= 1
        if k >= 0 and self.words[k] in ("i", "i'm"):
            # «do i nominate seven?»: an auxiliary before the subject asks; not one with its own
            # subject before it («yes i can, i nominate nine»: the answer, then the act; tuning87)
            return self.is_(k - 1, _AUXILIARIES) and not self.is_(k - 2, _AUX_SUBJECTS)
        if k >= 0 and self.words[k] == "me" and (k == 0 or self.boundary(k - 1) or self.is_(
                k - 1, _OPENERS, lex.fillers, lex.end_words)):
            return False   # «me nominate eighteen»: a learner's «I», opening its clause
        if k < 0:
            return False
        w = self.words[k]
        return not (self.boundary(k) or w in _OPENERS or w in lex.end_words
                    or self.t[k].kind == "num")

    def asked_of_table(self, i: int) -> bool:
        """Russian: a plural act («выставляем») asked of the table, not done: opened by «ну
        что», «что» («ну что, седьмого выставляем?»), or closed by a tag («выставляем седьмого,
        да? согласны?»). Not «я выставляем» (a misheard singular),
        nor «ну что ж (же), выставляем» (well then)."""
        lex, word = self.lex, self.words[i]
        if lex.lang != "ru" or not word.endswith(("ем", "им")) or self.t[i].mood != "act":
            return False
        k = i - 1
        while k >= 0 and (self.t[k].kind == "num" or self.is_(k, lex.skip, lex.slots, lex.fillers,
                                                               lex.vote_phrases)):
            if self.words[k] == "я" or (self.words[k] in _WELL_THEN and k > 0
                                        and self.words[k - 1] in lex.asking):
                return False   # «ну что же (ну что ж), выставляем»: well then, not asked
            k -= 1
        if k >= 0 and self.words[k] in lex.asking:
            return True
        last = max(k for k in range(len(self.t)) if self.t[k].kind in ("num", "verb"))
        tail = range(max(last + 1, i + 1), len(self.t))
        words = [self.words[m] for m in tail if not self.closing(m)]
        if words[:1] == ["кого"] and len(words) >= 2 and words[1] in _INDEFINITE and all(
                w in _ANYONE_ELSE for w in words[2:]):
            return True   # «выставляем кого нибудь (еще)»: anyone at all, put to the table (tuning77)
        if words[:1] == ["кого"] and len(words) >= 4 and words[1] in _INDEFINITE and "или" in words:
            x = words.index("или")
            if x + 1 < len(words) and all(w in _ANYONE_ELSE or w in _TODAY for w in words[2:x]):
                return True   # «выставляем кого нибудь сегодня, или опять пустое голосование?»:
                # anyone at all or the other choice, asked of the table (tuning87)
        # («выставляем кого нибудь еще, или хватит?»: the indefinite object asked about)
        return any(self.words[m] in lex.asking_tags for m in tail) and all(
            self.words[m] in lex.asking_tags or self.closing(m)
            or (self.words[m] in _ANYONE_ELSE and lex.lang == "ru") for m in tail)

    def idiom_in(self, m: int, k: int) -> bool:
        """Does an idiomatic complement («под сомнение», «дураком», «в пример») stand among the
        tokens ``m``..``k - 1``, or right after them past fillers? Then the verb is not the act
        («ставлю его под сомнение», «выставляю себя дураком»)."""
        lex = self.lex
        if not lex.idioms:
            return False
        end = k
        while end < len(self.t) and self.words[end] in lex.fillers:
            end += 1
        end = min(len(self.t), end + 3)
        for x in range(max(m, 0), end):
            for n in (1, 2, 3, 4):
                if x + n <= end and " ".join(self.words[x:x + n]) in lex.idioms:
                    return True
        return False

    def correlative(self, i: int) -> bool:
        """«кто меня выставит, того и выставлю»: a demonstrative object before the verb at ``i``
        with a relative «кто» clause before it: whoever it will be, no seat now."""
        k = i - 1
        while k >= 0 and self.is_(k, self.lex.skip, self.lex.fillers, frozenset({"и"})):
            k -= 1
        if k < 0 or self.words[k] not in DEMONSTRATIVE_OBJECTS:
            return False
        return any(self.words[m] in _RELATIVE for m in range(0, k))

    def correlative_past(self, i: int) -> bool:
        """Is the correlative before the verb at ``i`` about one who did a thing already («кто
        это сказал, того и выставляю»): a past verb in its «кто» clause? Then it means one seat,
        left unnamed (not «кто меня выставит, того и выставлю»: whoever it will be)."""
        k = i - 1
        while k >= 0 and self.words[k] not in DEMONSTRATIVE_OBJECTS:
            k -= 1
        who = [m for m in range(0, max(k, 0)) if self.words[m] in _RELATIVE]
        return bool(who) and self.lex.lang == "ru" and any(
            self.t[m].kind == "word" and is_past(self.words[m]) for m in range(who[-1] + 1, k))

    def negated(self, i: int) -> bool:
        """Does a «не» govern the verb at ``i``? Only sounds may stand between: in «что с
        десятым не так, я выставляю» the «не» has «так»."""
        lex = self.lex
        gap = _NEG_GAP | _SOUNDS | lex.nobody | lex.addressed | lex.skip
        return any((self.words[k] in lex.negations or self.words[k] == _STUTTERED_NOT)
                   and not self.is_(k + 1, _INTERJECTED) and not self._not_me(k)
                   and not self._no_no(k)
                   for k in self.back(i, gap, 5, fillers=False))

    def _no_no(self, k: int) -> bool:
        """Is the «не» at ``k`` the stuttered «не не» («не не не») opening the utterance before
        «я» («не не не, я выставляю двенадцатого»): the interjection «no, no», not the verb's
        «не» (tuning63)? Not «я не не выставляю» (right before the verb)."""
        return k == 0 and self.words[k] == _STUTTERED_NOT and self.is_(k + 1, _I)

    def _not_me(self, k: int) -> bool:
        """Is the «не» at ``k`` the one of «не я» said before the speaker's «я» again («это был
        не я, я выставляю девятого»): it denies that he was the one, not his verb?"""
        return self.is_(k + 1, _I) and self.is_(k + 2, _I)

    def denied(self, i: int) -> bool:
        """«не то чтобы я выставляю», «я не говорю что выставляю»: the act inside a «что»
        clause of a denied frame."""
        lex = self.lex
        # «не думаю, что игрока номер пять (на голосование) я выставляю»: the seat said first
        start = self.seat_phrase_start(i, lex.vote_phrases | _NEG_GAP, 4)
        back = self.back(start, _NEG_GAP | lex.skip | lex.addressed, 3)
        if not back or self.words[back[-1]] not in _THAT:
            return False
        frame = self.words[max(0, back[-1] - 3):back[-1]]
        if frame[-2:] == ["а", "не"]:
            return True   # «…что девятый шериф, а не что я его выставляю»: the act set against
            # what he meant, denied (tuning102)
        return any(w in _UNTRUE for w in frame) or (
            any(w in lex.negations for w in frame) and any(w in lex.denials for w in frame))

    def belief_asked(self, i: int) -> bool:
        """«ты правда думаешь, что я выставлю тебя», «вы считаете, я выставляю пятого?»: the
        act right after a second person's belief (with «что» or none) is asked of him, not
        done; not after «пока», «когда», «раз» («раз ты думаешь, что…, выставляю»)."""
        lex = self.lex
        start = self.seat_phrase_start(i, lex.vote_phrases | _NEG_GAP, 4)
        # («ты думаешь, я тебя выставлю?»: the pronoun object before the verb too, tuning60)
        back = self.back(start, _NEG_GAP | lex.skip | lex.addressed, 3)
        if not back:
            return False
        k = back[-1]
        that = self.words[k] in _THAT
        k -= that
        if k < 0 or self.words[k] not in _BELIEF_ASKED:
            return False
        before = self.words[max(0, k - 3):k]
        # (not a bare «думаешь, выставляю…»: «you think?» thrown in, with no «что» nor «ты»)
        if any(self.words[x] in _THAT and self.is_(x - 1, lex.regardless)
               for x in range(max(1, k - 4), k)):
            return False   # «неважно, что вы думаете, выставляю…»: whatever they think (tuning68)
        return (that or any(w in _YOU_REALLY for w in before[-2:])) and not any(
            w in _NOT_WHILE for w in before)

    def quoted(self, i: int) -> bool:
        """Is the verb at ``i`` in a quotation (see ``_quoted_at``), or its seat said first, right
        before it, in one («третий кричал: пятого выставляем, пятого выставляем»)?"""
        if self._quoted_at(i) or self._quote_to_me(i):
            return True
        lex, start = self.lex, i
        while start > 0 and self.words[start - 1] in ("я", "i"):
            start -= 1
        seat = self.seat_phrase_start(start, frozenset(), 6 - (i - start))
        nums = [k for k in range(seat, start) if self.t[k].kind == "num"]
        # the seat is the verb's object: in its case, or after «игрока (номер)»; not «как сказал
        # первый, выставляю…», where the seat said it
        if (nums and self.is_(seat - 1, lex.speech) and self.is_(seat - 2, _SPEAKER_I)
                and is_past(self.words[seat - 1]) and self.is_num(i + 1)
                and self.t[i + 1].value != self.t[nums[-1]].value):
            return False   # «я сказал шестого, выставляю девятого»: see ``_quoted_at``
        return bool(nums) and (any(self.is_(k, lex.slots) for k in range(seat, start)) or not any(
            self.nominative(k) for k in nums)) and (
            self.is_(seat - 1, lex.speech) or self.is_(seat - 1, _QUOTE_GAP)) and self._quoted_at(
            seat)

    def _since_said(self, k: int) -> bool:
        """Is the verb of speech at ``k`` in a clause opened by the causal «раз» (since) at most
        three words before it, only its subject and «так» between («ну раз все говорят», «раз
        ты так говоришь», «раз просите»), «раз» opening the utterance or after a particle (not
        «пятый раз говорю», «в который раз говорят»: a count)?"""
        for x in range(k - 1, max(-1, k - 4), -1):
            if self.words[x] == "раз":
                return x == 0 or self.words[x - 1] in _SINCE_OPENS
            if not (self.words[x] in self.lex.subjects or self.words[x] in _SINCE_GAP):
                return False
        return False

    def _quote_to_me(self, i: int) -> bool:
        """Is the verb at ``i`` in a quote in the second person that a verb of speech of another
        opens («шестой сказал мне в лицо: ты мафия, я тебя выставляю»): after the verb only whom
        and where he said it to («мне», «в лицо»), then «ты», «тебя», «вы», with no new clause
        or correction up to ``i``? Russian only; not the speaker's own «я говорю…» (the verbs of
        speech have no first person)."""
        lex = self.lex
        if lex.lang != "ru":
            return False
        for x in range(i - 1, max(-1, i - 9), -1):
            if self.boundary(x) or self.words[x] in lex.corrections:
                return False
            if self.words[x] not in _YOU:
                continue
            k = x - 1
            while k >= 0 and self.words[k] in _TO_ME and k > x - 5:
                k -= 1
            if k < x - 1 and k >= 1 and self.words[k] in lex.speech and not self.words[k].endswith(
                    "ть") and not self.is_(k - 1, lex.negations | _PARENTHESIS):
                return True
        return False

    def _quoted_at(self, i: int) -> bool:
        """Does a verb of speech open a quotation right before ``i`` («сказал: выставляю»), or
        before the speaker of the quoted words («что сказал первый: я выставляю»)? Not when a
        manner word says how someone talks («второй мало говорит, выставляю второго»), nor a
        «не» that he did not («девятый ничего не сказал, выставляю девятого»), nor after «как»
        («как сказал первый, выставляю седьмого»)."""
        lex = self.lex
        if self._saying_cited(i):
            return True
        back = self.back(i, _QUOTE_GAP | lex.skip | lex.vote_phrases | lex.parentheses, 4)
        if not back:
            return False
        k = back[-1]
        if (i >= 3 and self.words[i - 2:i] == ["я", "же"] and self.words[i - 3] not in lex.speech
                and self.t[i].kind == "verb" and self.t[i].mood == "act"):
            return False   # «…пятый повторил за ним, я же выставляю девятого»: «я же» sets his own
            # act against the words retold before it (tuning87; as ``quote_goes_on``)
        if self._saying_closed(k):
            return False   # «…а кто болтает, тот и мафия, так моя мама говорила, выставляю…»
        if self._kept_from_speaking(k):
            return False   # «…не дает мне говорить, выставляю…»: his speech hindered (tuning106)
        if self.words[k] in _THAT and self._said_by_other(k):
            return True   # «третий говорит, что выставляю шестого»: his words, reported
        if self.words[k] in _MEANT_TO_SAY and k > 0 and (
                self.words[k - 1] in lex.subjects
                or (self.t[k - 1].kind == "num" and self.nominative(k - 1))):
            return True   # «шестой хотел сказать: выставляю…»: what another meant to say
        if self.words[k] in _THAT and self._said_denied(k):
            return True   # «я не говорил, что выставляю шестого»: words he denies saying
        if self.words[k] in _WORD_NAMED and k > 0 and self.words[k - 1] in _WITH:
            return True   # «…только со словом выставляю»: the word named
        if self.words[k] in _WERE and any(
                self.words[x] in _WORDS_SAID for x in range(max(0, k - 3), k)):
            return True
        if self._source_says(k):
            return True   # «в книжке было: выставляю…»: the text of a source, quoted
        if (self.words[k] not in lex.speech and k >= 2 and self.t[k].kind == "word"
                and self.words[k - 1] in _PLACE_PREPOSITIONS and self._told_where(k - 2) >= 0):
            k = self._told_where(k - 2)   # «шестой написал в чате: выставлю второго»: where he said it
        elif (self.words[k] not in lex.speech and k >= 3 and self.t[k].kind == "word"
              and self.t[k - 1].kind == "word" and self.words[k - 2] in _PLACE_PREPOSITIONS
              and " " not in self.words[k] and is_counted(self.words[k])
              and self._told_where(k - 3) >= 0):
            # «седьмой написал в чате отдела: выставляю третьего»: the place with whose it is, a
            # noun in the genitive after it (tuning73)
            k = self._told_where(k - 3)
        elif (self.words[k] not in lex.speech and k >= 3 and self.t[k].kind == "word"
              and self.words[k - 1] in _ARTICLES and self.words[k - 2] in _PLACE_PREPOSITIONS
              and self.words[k - 3] in lex.speech):
            k -= 3   # «nine wrote in the chat: i nominate ten»: where he said it, with its article
        elif (self.words[k] not in lex.speech and k >= 2 and self.words[k - 1] in _AFTER_WHOM
              and (self.t[k].kind == "num" or self.words[k] in _WHOM_AFTER)
              and self.words[k - 2] in lex.speech and not self.words[k - 2].endswith("ть")):
            k -= 2   # «третий повторил за первым: выставляю пятого»: whose words he repeats
        elif (self.words[k] in _WHOM_SAID and k >= 2 and self.words[k - 1] in _INSTEAD
              and self.words[k - 2] in lex.speech and not self.words[k - 2].endswith("ть")):
            k -= 2   # «одиннадцатый сказал за меня: выставляю…»: words put in his mouth (tuning77)
        elif (self.words[k] in _WHOM_SAID | _TOLD_TO and k >= 1 and self.words[k - 1] in lex.speech
              and not self.words[k - 1].endswith("ть")):
            k -= 1   # «восьмой передразнил меня: …», «сказала ведущей: …»: whom he mimicked, told
        elif (self.lex.lang == "ru" and k >= 1 and self.words[k].endswith(("ое", "ее"))
              and self.words[k] in _SAYING_KIND and (
                  self.words[k - 1] in lex.speech or (
                      k >= 2 and self.words[k - 1] in _SAYING_KIND and self.words[k - 2] in lex.speech))
              and not self.words[k - 1].endswith("ть")):
            # «девятый произнес знаменитое: выставляю всех», «…сказал свое коронное: …»: the
            # saying named by its kind
            k -= 1 if self.words[k - 1] in lex.speech else 2
        elif (self.lex.lang == "ru" and k >= 2 and self.words[k] in _HOW_LONG
              and self.words[k - 1] in _WHOLE and self.words[k - 2] in lex.speech
              and not self.words[k - 2].endswith("ть")):
            k -= 2   # «восьмая повторяла весь вечер: выставляю…»: how long he said it (tuning84)
        elif (self.words[k] in _SAID_THING and k >= 1 and self._said_thing_verb(k) >= 0):
            k = self._said_thing_verb(k)   # «четвертый сказал фразу: выставляю…»: what he said, named
        elif self.words[k] in _ONE_THING and k >= 1 and self.words[k - 1] in lex.speech:
            k -= 1   # «хочу сказать одно: выставляю…», «пятый сказал одно: …»: the one thing said,
            # no seat one; whose words they are is the verb's (tuning105)
        if (self.words[k] in lex.speech and k >= 2 and self.is_(k - 2, _THIS)
                and self.words[i + 1:i + 2] == [_HE_YOU.get(self.words[k - 1], "")]):
            return False   # «пятый, это ты написал на стене, выставляю тебя»: who did it (the
            # cleft «это ты …»), the act on him, an accusation, no quotation (tuning63)
        if (self.lex.lang == "ru" and self.words[k] in lex.speech
                and self.words[k].endswith(_YOU_SAY) and self.is_(k + 1, _WELL)
                and self.is_(k + 2, _SO) and k + 3 <= i):
            return False   # «принято, говорите? ну так выставляю…»: his words asked back, then
            # his own answer (tuning68)
        if self.words[k] in lex.speech and self._on_face(k):
            return False   # «у тебя на лице написано: мафия, выставляю…»: a look, read as if
            # written, no quotation (tuning86)
        if self.words[k] in lex.speech and self._inner_voice(k):
            return False   # «чутье говорит: выставляю второго»: his own hunch
        if self.words[k] in lex.speech and self._since_said(k):
            return False   # «ну раз все говорят, выставляю…»: why he acts, no quotation (tuning92)
        if self.words[k] in lex.speech and (self._shouted_at(k, i) or self._while_said(k)):
            return False   # «девятый кричал на всех, этого выставляю», «пока ведущий пишет,
            # выставляю…»: whom he shouted at, the time the act is done in (tuning80)
        if (self.words[k] in lex.speech and k >= 1 and self.t[k - 1].kind == "word"
                and " " not in self.words[k - 1] and self.words[k - 1] not in _SAID_THING
                and not self.is_(k - 2, _PLACE_PREPOSITIONS) and not self.is_(k - 2, _WHOLE)
                and not self.is_(k - 1, self.lex.time_nouns, _HOW_LONG)
                and self.words[k - 1] not in _SOURCES and is_things(self.words[k - 1])):
            return False   # «…как будто отчет пишет, я выставляю девятого»: the thing he writes
            # or says named before the verb fills it, no quotation opened (tuning73)
        if (k >= 2 and (self.words[k - 2], self.words[k - 1]) in _ON_TOPIC
                and self.words[k].startswith(_TALKING)):
            return False   # «десятый не по теме говорил, выставляю десятого»: how he talked
        if self.words[k] in _SUCH and (self._such_of_thing(k) or (
                k >= 1 and self.t[k - 1].kind == "word" and is_quality(self.words[k - 1]))):
            # «игра у нас всегда такая, выставляю четвертого»: what it is like; «сидит
            # улыбается, красивый такой, я выставляю…»: a quality with «такой», how he is
            # (tuning72), not «он такой: …» (his words)
            return False
        if self.words[k] in _THE_OTHER and self._quote_before(k):
            return True   # «один сказал: выставляю шестого, другой: выставляю седьмого» (tuning68)
        if self._kin_saying(k) and self._saying_goes_on(i):
            return True   # «как говорил мой муж: выставляю… и иду спать»: a kin's saying
        if self.words[k] not in lex.speech:
            # «как говорил пятый в прошлом круге, выставляю…», «как сказал вчера десятый, …»:
            # a past time dating the words cited: his words of then, not the speaker's act now
            # (tuning78)
            dated = any(self.words[x] in _PAST_TIMES for x in range(k, i))
            if self.words[k] in _PAST_TIMES and k > 0:
                k -= 1
            if not (self.t[k].kind == "num" or self.words[k] in lex.subjects):
                return False
            k -= 1
            while k >= 0 and self.words[k] in _QUOTE_GAP:
                dated = dated or self.words[k] in _PAST_TIMES
                k -= 1
            if k < 0 or self.words[k] not in lex.speech or self.boundary(k) or self._on_face(k):
                return False   # («на лице написано мафия»: what the look says, see above)
            if (dated and k > 0 and self.words[k - 1] in _PARENTHESIS and is_past(self.words[k])
                    and not any(self.words[x] in _NOW or self.words[x] in lex.now_words
                                for x in range(k, i))
                    and self.t[i].kind == "verb" and self.t[i].mood == "act"):
                return True
            if (self.t[back[-1]].kind == "num" and self.is_(k - 1, _SPEAKER_I)
                    and is_past(self.words[k]) and self.is_num(i + 1)
                    and (self.t[i + 1].value != self.t[back[-1]].value
                         or self._other_denied(k - 1, self.t[back[-1]].value))):
                # «ой, стоп, я сказал шестого, выставляю девятого»: the seat he said himself
                # before, the act's own seat after the verb (not who says the act, nor whom he
                # will quote: «я процитирую второго: …»); the same seat after another denied
                # («нет, не третьего, я сказала восьмого, выставляю восьмого», tuning106)
                return False
            if k > 1 and self.words[k - 1] in _AND | _RIGHTLY and self.words[k - 2] in _PARENTHESIS:
                # «как и говорил третий, я тоже выставляю пятого», «как верно сказал второй, …»
                return False
            who = k - 3 if self._most(k) else k - 1   # «кто громче всех кричал? девятый, …»
            if self.is_(who, _WHO_ASKED) or (self.is_(who, _THIS) and self.is_(who - 1, _WHO_ASKED)):
                # «кто это сказал? четвертый, вот его и выставляю»: the seat answers who said it
                return False
            if k > 0 and self.words[k - 1] in _PARENTHESIS and self._laughed():
                return True   # «как сказал пятый, выставляю восьмого, ха ха»: mimicry
            return not (k > 0 and self.words[k - 1] in _PARENTHESIS | lex.negations
                        or self._conceded(k) or self._said_object(k))
        if self._said_named(k) or self._own_infinitive(k) or self.words[k] in _ASKED_AGAIN:
            return False   # «не расслышал, повторите — выставляю…»: the repeat asked for
        if (self.is_(k - 1, _SPEAKER_I) and is_past(self.words[k]) and self.is_num(i)
                and self._other_denied(k - 1, self.t[i].value)):
            return False   # «нет, не третьего, я сказала восьмого, выставляю восьмого»: the
            # seat he said, set against the one misheard (tuning106)
        if self._as_they_said(k, i):
            return False   # «как абый сказал, я тоже выставляю восьмого»: the parenthesis with
            # the sayer before his verb, then the speaker's own «я» (tuning106)
        if (self.is_(k - 1, _AND, _ALREADY_SAID) and self.is_(k - 2, _I_SAID)
                and self.is_(k - 3, _PARENTHESIS) and self.t[i].mood == "act"):
            return False   # «…затупил, как я и говорил, выставляю его»: his own words cited, as
            # «как я и обещал» (not «…слышал, как я сказал: выставляю»: how he said it) (tuning103)
        # «второй мало говорит», «девятый ничего не сказал»: how he talks, or that he did not;
        # «я вам сто раз говорил»: the speaker repeating himself
        if (self.lex.lang == "ru" and self.is_(k - 1, _ALREADY_SAID) and self.is_(k - 2, _I_SAID)
                and self.words[k].startswith(("говорил", "сказал")) and all(
                    self.t[x].kind == "num" or self.closing(x)
                    or self.is_(x, lex.slots, lex.addressed) for x in range(i + 1, len(self.t)))):
            # «я уже говорил, выставляю второго»: he repeats his own stance, the act closing the
            # utterance (not «…я уже говорил: выставляю пятого, когда мы репетировали»: words
            # of that time)
            return False
        if self._own_denial(k):
            return True   # «я не говорил: выставляю второго»: the words he denies saying (tuning66)
        times = [x for x in range(max(0, k - 2), k) if self.words[x] in _TIMES]
        if times and not any(self.words[x] in lex.subjects or self.t[x].kind == "num"
                             for x in self.back(times[0] - 1, _QUOTE_GAP | _TIMES_GAP, 3)):
            return False
        return not (k > 0 and self.words[k - 1] in lex.manner | lex.negations
                    and not self._voiced(k)
                    or self._most(k) or self._conceded(k) or self._copies(k) or self._object_asked(k)
                    or self._said_object(k) or self._how_long(k) or self._all_said(k)
                    or self._about(k))

    def _other_denied(self, before: int, value: int | None) -> bool:
        """Is a seat other than ``value`` denied with «не» before ``before`` («нет, не третьего,
        я сказала восьмого»): the mishearing he corrects (tuning106)?"""
        return any(self.words[x] in self.lex.negations and self.is_num(x + 1)
                   and self.t[x + 1].value != value for x in range(before - 1))

    def _kept_from_speaking(self, k: int) -> bool:
        """Is the word at ``k`` an infinitive of speech that a verb of letting or hindering
        governs («не дает мне говорить», «мешает сказать»): the speaker kept from speaking, no
        quotation opened (tuning106)?"""
        if self.words[k] not in self.lex.speech or not is_infinitive(self.words[k]):
            return False
        j = k - 1
        if self.is_(j, _ME_US):
            j -= 1
        return self.is_(j, _LET_SPEAK)

    def _as_they_said(self, k: int, i: int) -> bool:
        """Is the past verb of speech at ``k`` a parenthesis «как X сказал» (one or two words of
        the sayer between «как» and it, «и» or «верно» after them), opening the utterance, with
        the speaker's own «я тоже» between it and the act at ``i`` («как абый сказал, я тоже
        выставляю восьмого», «как вы и говорили, я также выставляю…»): he joins the sayer, as
        «как сказал пятый, выставляю…» (tuning106)."""
        if self.lex.lang != "ru" or not is_past(self.words[k]) or not any(
                self.words[x] in _SPEAKER_I and self.is_(x + 1, _TOO) for x in range(k + 1, i)):
            return False
        j = k - 1
        if self.is_(j, _AND, _RIGHTLY):
            j -= 1
        for start in (j - 1, j - 2):
            if start >= 0 and self.words[start] in _PARENTHESIS and all(
                    self.words[x] in self.lex.fillers for x in range(start)) and all(
                    self.t[x].kind != "verb" and " " not in self.words[x]
                    and self.words[x] not in self.lex.negations for x in range(start + 1, j + 1)):
                return True
        return False

    def _saying_goes_on(self, i: int) -> bool:
        """Does the act at ``i`` go on with «и» and another verb of the first person after it
        («…выставляю тринадцатого и иду спать»): the whole saying, not the speaker's act now?"""
        return any(self.words[x] == "и" and x + 1 < len(self.t) and self.t[x + 1].kind == "word"
                   and " " not in self.words[x + 1] and is_own_doing(self.words[x + 1])
                   for x in range(i + 1, len(self.t) - 1))

    def _kin_saying(self, k: int) -> bool:
        """Is the noun at ``k`` one not at the table, named with «мой», «наш» (a word of his kind
        between them or not) after «как» and a past verb of speech («как говорил мой муж», «как
        говаривала наша бабушка»), right before the act? Then the act is his saying cited, not
        the speaker's when the saying goes on past it («…выставляю тринадцатого и иду спать»;
        tuning84; not «как говорил мой отец, выставляю девятого»: his act, tuning75; nor «как
        сказал наш ведущий»: the host, nor a seat)."""
        lex = self.lex
        if lex.lang != "ru" or self.t[k].kind != "word" or " " in self.words[k] or (
                self.words[k] in lex.host or self.words[k] in lex.subjects
                or not is_noun(self.words[k])):
            return False
        x = k - 1
        if x >= 0 and self.words[x] not in _MY_KIN:
            x -= 1   # («мой покойный дед»)
        return (x >= 2 and self.words[x] in _MY_KIN and self.words[x - 1] in lex.speech
                and is_past(self.words[x - 1]) and self.words[x - 2] in _PARENTHESIS)

    def _shouted_at(self, k: int, i: int) -> bool:
        """Is the verb of speech at ``k`` one of shouting with whom it was aimed at after it, «на»
        and a person («кричал на всех», «орал на него», «наорал на пятого»), before ``i``? Then
        it says how he behaved, and no quotation opens (not «кричал на весь зал: …»: where)."""
        return (self.lex.lang == "ru" and self.words[k] in _SHOUTED_AT
                and self.is_(k + 1, _ON) and k + 2 < i
                and (self.is_(k + 2, _AT_WHOM) or (
                    self.t[k + 2].kind == "num" and not self.nominative(k + 2))))

    def _while_said(self, k: int) -> bool:
        """Is the present verb of speech at ``k`` in a clause «пока (ведущий, он) пишет» opened
        by «пока» before its subject: the time the act is done in, no quotation («пока ведущий
        пишет, выставляю…»; not «он пока говорит: …», so far)?"""
        return (self.lex.lang == "ru" and k >= 2 and not is_past(self.words[k])
                and not self.words[k].endswith("ть") and self.words[k - 2] == "пока"
                and (self.words[k - 1] in self.lex.subjects or self.words[k - 1] in self.lex.host
                     or self.t[k - 1].kind == "num"))

    def _saying_closed(self, k: int) -> bool:
        """Is the past verb of speech at ``k`` in «так (моя мама) говорила» after words of its
        own: the attribution closing the saying said before it, not a quotation opened for what
        follows (tuning75)? Only nouns and possessives between «так» and the verb."""
        if self.lex.lang != "ru" or self.words[k] not in self.lex.speech or not is_past(
                self.words[k]):
            return False
        x = k - 1
        while x > k - 4 and x >= 0 and self.words[x] != "так":
            if self.t[x].kind != "word" or " " in self.words[x] or not (
                    self.words[x] in _POSSESSIVE_OF or is_noun(self.words[x])):
                return False
            x -= 1
        return x >= 2 and x < k - 1 and self.words[x] == "так" and not self.boundary(x - 1)

    def _saying_cited(self, i: int) -> bool:
        """Is the act at ``i`` on everyone («выставляю всех») after «как говорит …», «как
        сказал …» a few words before it («как говорит наш гость, выставляю всех»)? Then it is
        the saying cited, no act of the speaker's (tuning63, tuning72; «выставляю всех, кто
        молчал» alone stays an attempt, «как сказал первый, выставляю седьмого» his act)."""
        if not self.is_(i + 1, _EVERYONE):
            return False
        return any(self.words[x] in _PARENTHESIS and (
            (self.words[x + 1] in self.lex.speech and not self.words[x + 1].endswith("ть"))
            # «как любит говорить наш тимлид, выставляю всех…»: his habitual saying (tuning89)
            or (self.words[x + 1] in _LOVES_TO and self.is_(x + 2, self.lex.speech)))
            for x in range(max(0, i - 6), i - 1))

    def _about(self, k: int) -> bool:
        """Is the topic of the verb of speech at ``k`` named before it, in its clause («про
        двенадцатого я говорил», «когда я про третьего сказал», «про мафию сказал»)? Then it says
        what the talk was about, and the act after it is no quotation (tuning72)."""
        for x in range(k - 1, max(-1, k - 5), -1):
            if self.boundary(x):
                return False
            if self.words[x] in _ABOUT and x + 1 < k:
                return True
        return False

    def _quote_before(self, k: int) -> bool:
        """Is there a quotation before ``k``: a verb of speech of another (no infinitive, no
        first person) with an act's verb after it, up to ``k``? After it «другой» («а другой»)
        says the next one's words with the verb of speech left out."""
        for x in range(max(0, k - 10), k):
            if (self.words[x] in self.lex.speech and not self.words[x].endswith("ть")
                    and not self.is_(x - 1, _SPEAKER_I)
                    and any(self.t[y].kind == "verb" for y in range(x + 1, k))):
                return True
        return False

    def _such_of_thing(self, k: int) -> bool:
        """Is the «такой», «такая» at ``k`` the predicate of a thing named before it («игра у нас
        всегда такая», «ситуация такая»): a noun in the nominative that is no person or role,
        past «у нас», «всегда»? Then it says what the thing is like, not «он такой: …» (his
        words quoted)."""
        j = k - 1
        while j > 0 and self.words[j] in _QUOTE_GAP | _AT:
            j -= 1
        w = self.words[j] if j >= 0 else ""
        if w in _IT_PRONOUNS and j >= 1:
            # «есть идея, и она такая: выставляю пятого»: «она» standing for the thing just
            # named, what the idea is (tuning86), not «она такая: …» (her words)
            return any(self.t[x].kind == "word" and " " not in self.words[x]
                       and self.words[x] not in self.lex.subjects
                       and is_subject_noun(self.words[x]) and not is_agent(self.words[x])
                       for x in range(max(0, j - 4), j))
        return (j >= 0 and self.t[j].kind == "word" and " " not in w and w not in self.lex.subjects
                and is_subject_noun(w) and not is_agent(w))

    def _said_thing_verb(self, k: int) -> int:
        """The verb of speech (not an infinitive) right before the noun of what was said at ``k``
        («сказал фразу», «произнес такие слова», «выдал эту фразу»), a pointing word between:
        its index, else -1."""
        v = k - 1
        if v >= 1 and self.words[v] in _SAID_THING_POINTING:
            v -= 1
        if v >= 0 and self.words[v] in self.lex.speech and not self.words[v].endswith("ть"):
            return v
        return -1

    def _told_where(self, k: int) -> int:
        """The verb of speech (not an infinitive) at ``k``, or before it only whom he told
        («восемнадцатый сказал мне в перерыве: …», «шепнул нам на ухо»): its index, else -1."""
        v = k
        while v > k - 2 and v >= 0 and self.words[v] in _WHOM_TOLD:
            v -= 1
        if v >= 0 and self.words[v] in self.lex.speech and not self.words[v].endswith("ть"):
            return v
        return -1

    def _most(self, k: int) -> bool:
        """Does «больше всех», «громче всех» (more than anyone) stand before the verb of speech
        at ``k`` («пятнадцатый больше всех кричит, выставляю его»)? Then it says how much he
        talks, like «много говорит», and the act after it is the speaker's."""
        return k >= 2 and self.words[k - 1] == "всех" and self.words[k - 2] in _MOST

    def _voiced(self, k: int) -> bool:
        """Is the manner word before the verb of speech at ``k`` how his voice said a thing once
        («второй громко заявил: выставляю…», «тихо сказал»): a voice word before a past verb?
        Then the words after it are his, quoted (not «второй громко говорит, выставляю второго»:
        how he talks); or a word of how sure he was before a perfective past («пятнадцатый
        уверенно заявил: выставляю…», tuning83; not «уверенно говорил»: how he talked)."""
        w = self.words[k]
        return " " not in w and ((self.words[k - 1] in RU_VOICE and is_past(w)) or (
            self.words[k - 1] in RU_DELIVERY and is_once_past(w)))

    def _source_says(self, k: int) -> bool:
        """Is the «было» at ``k`` what a source held, named by a place before it: «в книжке
        было», «в чате было», «на доске было» (a preposition and a noun), with the quoted act
        right after it? Not «что было, то было», nor «в игре было шумно» (a predicate of its
        own before the act)."""
        if self.words[k] in _WAS_THERE and self.is_(k - 2, _AT_WHOSE) and (
                self.is_num(k - 1) or self.is_(k - 1, _HIS_THEIR)):
            return True   # «у второго было: я выставляю…»: another's speech, what it held
            # (not «у меня было…»: his own) (tuning103)
        return (self.words[k] in _WAS_THERE and k >= 2 and self.words[k - 2] in _PLACE_PREPOSITIONS
                and self.t[k - 1].kind == "word" and " " not in self.words[k - 1]
                and self.lex.lang == "ru" and is_noun(self.words[k - 1]))

    def _said_object(self, k: int) -> bool:
        """Has the verb of speech at ``k`` its object right before it, a word that judges what
        was said («четвертый правду говорил», «он ерунду говорит», «чушь сказал»)? Then it says
        how true his talk is, and the act after it is no quotation (not «такую вещь сказал:
        …», «эту фразу»: what is said named, quoted after)."""
        if self._wrong_said(k):
            return True
        if (self.words[k - 1:k] == ["слово"] and is_past(self.words[k])
                and (self.t[k - 2].kind == "num" if k >= 2 else False)):
            return True   # «шестой слово сказал, выставляю шестого»: he spoke up (tuning68)
        return self.is_(k - 1, _JUDGED_TALK) and not self.is_(k - 2, self.lex.prepositions)

    def _wrong_said(self, k: int) -> bool:
        """Is the verb of speech at ``k`` the speaker's slip owned: «не то сказал», «не тот номер
        назвал» (the wrong thing, the wrong number) right before it? Then the act after it is his
        own, said again."""
        j, wrong = k - 1, _WRONG_THING
        if j >= 0 and self.is_(j, self.lex.slots):
            j, wrong = j - 1, _WRONG_ONE   # «не тот номер сказал» (not «не тот сказал»: who)
        return j >= 1 and self.words[j] in wrong and self.is_(j - 1, self.lex.negations)

    def _how_long(self, k: int) -> bool:
        """Does a span of time right before a verb of shouting at ``k`` say how long someone
        makes noise, not what he says («он весь вечер кричит», «третий всю игру орет»), or
        writes in the present («третий весь вечер пишет в телефоне»)? Then it is how he behaves,
        and the act after it is the speaker's (not «весь вечер говорит: …», nor «всегда кричит:
        …», a saying of his, nor the past «весь вечер писал в чате: …»)."""
        return ((self.words[k] in _SHOUTING or self.words[k] in _WRITING)
                and k >= 2 and self.words[k - 2] in _WHOLE
                and self.words[k - 1] in self.lex.time_nouns
                and self.words[k - 1] not in _NOW_NOUNS)

    def _noise(self, k: int) -> bool:
        """Is the verb of shouting at ``k`` followed, a word or two on, by «не слышно», «не
        слышу» (nothing can be heard), with no speaker named after it? Then it is the noise the
        speaker blames, not someone's words said after the act."""
        return self.words[k] in _SHOUTING and any(
            self.words[x] in _HEARD and self.words[x - 1] == "не" and not any(
                self.t[y].kind == "num" or self.words[y] in self.lex.subjects
                for y in range(k + 1, x))   # (not «…, кричит он, не слышно»: his words)
            for x in range(k + 2, min(len(self.t), k + 4)))

    def _all_said(self, k: int) -> bool:
        """Do «все» and «уже» stand right before the verb of speech at ``k`` («все уже сказали»,
        «уже все сказали»: everything is said already)? Then no words of his are quoted after
        it (not «третий уже сказал: …», «все сказали: …»)."""
        if self.words[k] in _SAID_OF_ALL and "все" in self.words[max(0, k - 2):k]:
            return True   # «про седьмого все сказано»: the impersonal «сказано», no one's words
        return k >= 2 and {self.words[k - 2], self.words[k - 1]} == _ALL_SAID

    def _laughed(self) -> bool:
        """Does laughter close the utterance («…, ха ха»)?"""
        return bool(self.words) and self.words[-1] in _LAUGHTER

    def _said_named(self, k: int) -> bool:
        """Has the verb of speech at ``k`` its «это» just before it («кто то должен это
        сказать», «и это о многом говорит»): what is said is named there, so the act after it
        is no quotation?"""
        return any(self.words[x] == "это" and not self.is_(x - 1, _POINTING) and not any(
            self.words[y] in self.lex.subjects or self.t[y].kind == "num" for y in range(x, k))
            for x in range(max(0, k - 3), k))

    def _own_infinitive(self, k: int) -> bool:
        """Is the verb of speech at ``k`` an infinitive the speaker governs («я забыл сказать»,
        «хочу сказать»: no other subject in the three words before it)? Then what follows is
        his own words, as after «я говорю» — not «он хочет сказать».  Russian only."""
        if self.lex.lang == "en":
            # «i want (to) say i nominate four», «let me say…»: his own wish to say it
            before = self.words[max(0, k - 3):k]
            if self.words[k] == "say" and before[-1:] == ["to"] and self.is_(k - 2, _LITTLE_TO):
                return True   # «i don't have much to say, i nominate…»: his own little to say
            return self.words[k] == "say" and (before[-2:] in (["want", "to"], ["like", "to"],
                                                             ["let", "me"]) or before[-1:] == ["want"]
                                               or before[-1:] == ["wanna"]) and (
                "i" in before or before[-2:] == ["let", "me"])
        if self.lex.lang != "ru" or not self.words[k].endswith("ть"):
            return False
        if self.words[k] in _HOW_TO_SAY and any(self.words[x] in _MUST
                                                 for x in range(max(0, k - 2), k)):
            return False   # «по правилам надо говорить: я выставляю…»: how one says it
        if (self.words[k] == "сказать" and self.is_(k - 1, _JUST) and self.is_(k - 2, _MUST)
                and not self.is_(k - 3, _MY_NEED)):
            # «надо просто сказать: выставляю второго»: all one has to say, told (not «мне надо
            # просто сказать»: his own need)
            return False
        before = range(max(0, k - 4), k)
        if any(self.boundary(x) for x in before):
            before = range(max(x for x in before if self.boundary(x)) + 1, k)
        return not any(self.t[x].kind == "num" or self.words[x] in self.lex.subjects
                       or self.words[x] in _OTHERS for x in before) and any(
            self.words[x] in _OWN_WISH for x in before)

    def _said_by_other(self, k: int) -> bool:
        """Is the «что» at ``k`` the object of a verb of speech right before it whose subject
        (a seat or a pronoun: not «я») stands before it («третий говорит, что…», «он сказал
        мне, что…»)? Not «я говорю, что…», «скажу, что…»: the speaker's own words."""
        lex = self.lex
        j = k - 1
        while j >= 0 and self.words[j] in _QUOTE_GAP and self.words[j] not in ("я", "i"):
            j -= 1
        if j < 1 or not (self.words[j] in lex.speech or self.words[j] in _BELIEF) or self.is_(
                j - 1, lex.negations):
            return False
        s = j - 1
        while s >= 0 and self.words[s] in _QUOTE_GAP and self.words[s] not in ("я", "i"):
            s -= 1
        if lex.lang == "ru" and self.words[j].endswith(_THEY_ENDS) and " " not in self.words[j] and (
                s < 0 or (s >= 1 and self.words[s - 1] in lex.prepositions
                          and self.t[s].kind == "word")):
            return True   # «в чате пишут, что…», «говорят, что…»: «they» unnamed, or where (tuning86)
        # «мой друг говорил, что…»: a noun for its subject too (Russian)
        return s >= 0 and (self.t[s].kind == "num" or self.words[s] in lex.subjects or (
            lex.lang == "ru" and self.t[s].kind == "word" and is_subject_noun(self.words[s]))) and (
            not self.is_(s - 1, _PARENTHESIS))

    def _own_denial(self, k: int) -> bool:
        """Is the verb of speech at ``k`` the speaker's own past one denied, «я не говорил», «я
        не сказала», right before the act (no object between: not «я не сказал главного»)? The
        act after it is the words he denies having said, quoted (as «я не говорил, что…»)."""
        return (k >= 2 and self.words[k].endswith(("л", "ла")) and " " not in self.words[k]
                and self.words[k - 1] in self.lex.negations and self.words[k - 2] in _SPEAKER_I)

    def _said_denied(self, k: int) -> bool:
        """Is the «что» at ``k`` the object of a past verb of speech with «не» right before it
        («я не говорил, что…», «никто не сказал, что…»)? What follows is denied being said, not
        said now (not «не скажу, что…» nor the present «не говорю, что…»: a hedge of his own)."""
        j = k - 1
        while j >= 0 and self.words[j] in _QUOTE_GAP and self.words[j] not in ("я", "i"):
            j -= 1
        return (j >= 1 and self.words[j] in self.lex.speech and self.words[j].endswith(
            ("л", "ла", "ли")) and self.is_(j - 1, self.lex.negations))

    def _object_asked(self, k: int) -> bool:
        """Is the object of the verb of speech at ``k`` an interrogative or relative pronoun
        before it («непонятно что говорит», «чо ты там шепчешь», «о чем он говорит»), or «кто»
        with «такой» («кто она такая»)? Then its words are asked about, not quoted (not «вот что
        он говорит: …», which points at them)."""
        j = k - 1
        while j >= 0 and (self.words[j] in _ASKED_GAP or self.words[j] in self.lex.subjects or (
                # «ну что, десятый, скажешь?»: the one asked, named, before a verb said to him
                self.is_num(j) and self.nominative(j) and self.words[k].endswith(_TO_YOU))):
            j -= 1
        if j >= 0 and self.words[j] == "кто" and self.words[k] in _SUCH:
            return True   # «а двенадцатый, кто он такой?»: who he is, no «он такой: …»
        if j < 0 or self.words[j] not in _WHAT:
            return False
        # «седьмой, что говорит: …» may be «who says»: a seat right before «что» and the verb
        # right after it keep the quote («девятый, чего он там кричит» asks)
        # («седьмой, что скажешь?»: a verb said to him asks him)
        return not (self.is_(j - 1, _POINTING) or (self.is_num(j - 1) and j == k - 1
                                                    and not self.words[k].endswith(_TO_YOU)))

    def _copies(self, k: int) -> bool:
        """«второй за мной повторяет»: «повторять за кем» is copying someone, no quotation."""
        return k >= 2 and self.words[k - 2] == "за" and self.words[k - 1] in _WHOM_COPIED

    def _conceded(self, k: int) -> bool:
        """Is the verb of speech at ``k`` in a concession («неважно, что скажет третий», «все
        равно, что говорит первый»): whatever he says, not his words quoted?"""
        j = k - 1
        while j >= 0 and self.words[j] in _QUOTE_GAP:
            j -= 1
        return j >= 1 and self.words[j] in _THAT and self.words[j - 1] in self.lex.regardless

    def attributed(self, m: int) -> bool:
        """Are the words up to ``m`` someone else's, said after them («выставляю седьмого, так
        говорят только черные», «выставляю седьмого, сказал вчера первый, а…»): «так» and a
        verb of speech, or a verb of speech with its speaker after it? Not «как я и говорил»,
        «так сказать», nor a verb of speech in a clause of its own («он громко говорит», «он
        сказал, что…»). A verb of his joined by «и» after the verb of speech («…, говорит, и
        сидит довольный») describes the one who said it."""
        lex = self.lex
        for k in range(m, min(len(self.t), m + 4)):
            w = self.words[k]
            if self.boundary(k) or w in lex.stoppers:
                return False
            if w not in lex.speech or w.endswith("ть"):
                continue
            if k > 0 and self.words[k - 1] == "так":
                return True
            if k > 1 and self.words[k - 1] == "не" and self.words[k - 2] == "так":
                return True   # «…номер два, так не говорят»: a wording judged, not his act
            if k > 0 and self.words[k - 1] in ("я", "i"):
                return False   # «…восьмого, восьмого я сказал»: his own words insisted on
            if self.is_(k + 1, _BUT_HE) and self.is_(k + 2, _HIMSELF) and " " not in w and (
                    is_third_person_verb(w)):
                return True   # «…выставляю восьмого, говорит, а сам голосует за второго»: his
                # words set against what he does (tuning89)
            if self._noise(k):
                return False   # «…, тут все орут, не слышно»: the table's noise
            if any(x not in lex.fillers for x in self.words[m:k]):
                return False   # «он громко говорит»: a clause of its own about him
            for n in range(k + 1, min(len(self.t), k + 4)):   # its speaker, before «что»
                if self.words[n] in _THAT or self.words[n] in ("я", "i"):
                    return False
                if self.t[n].kind == "num" or self.words[n] in lex.subjects:
                    return True
            if (self.is_(k + 1, _AND) and k + 2 < len(self.t) and " " not in w
                    and is_third_person_verb(w) and is_third_person_verb(self.words[k + 2])):
                return True   # «выставляю пятого, говорит, и сидит довольный»: what he does next
            return self.closes(k + 1) or len(self.t) - k <= 3
        return False

    def hedged(self, i: int, perfective: bool, seated: bool = False) -> bool:
        """A hedge or condition before the verb at ``i`` («может выставляю», «если он промолчит
        тогда выставляю», «я выставляю бы»); for «выставлю» any future word in its clause. With
        a seat after the present verb (``seated``), «типа», «как бы» opening the utterance (or
        after a pause word) right before it are fillers («типа выставляю пятого»)."""
        lex = self.lex
        near = self.back(i, _NEG_GAP | lex.skip | lex.addressed | lex.vote_phrases, 3)
        if any(self.words[k] in _REPEATING and self.is_(k + 1, frozenset({"за"}))
               for k in self.clause_before(i, 5)):
            return True   # «я просто повторяю за ведущим: выставляю…»: his words repeated
        if near and self.words[near[-1]] == "правильно" and self.is_(near[-1] - 1, _HOW):
            return True   # «а как правильно: выставляю…?» (not «как правильно сказал N, …»)
        if near and self.words[near[-1]] in _OR_FORMULA and any(
                self.t[j].kind == "verb"
                and self.hedged(j, lex.verbs.get(self.words[j]) == "perfective")
                for j in range(near[-1] - 1, max(-1, near[-1] - 6), -1)):
            return True   # «как правильно: выставляю номер пять или выставляю пятого»
        if near and self.words[near[-1]] in _THAT and self.is_(near[-1] - 1, lex.hedges,
                                                                lex.dreams):
            return True   # «представьте что я выставляю», «допустим что выставлю», «мне снилось,
            # что я выставляю»
        # «если никто не выставит пятого, я выставлю его»: a condition with someone else's act
        if any(self._condition(k, i) and not self._condition_closed(k, i)
               for k in self._unless_regardless(
                self.clause_before(i, 12, CORRELATES, others=True))):
            return True
        if any(self._condition(k, i) and not self._condition_closed(k, i)
               for k in self._joined_condition(i)):
            return True   # «если шестой проверит меня и я окажусь красной, тогда выставлю…»
        if perfective and self.is_(i + 1, _PARTICLES_AFTER):
            return True   # «выставлю ли я восемнадцатого»: asked of the perfective too (tuning62)
        if perfective and any(self.words[m] in lex.future or self.words[m] in lex.hedges
                              for m in self._right_after(i)):
            return True   # «выставлю если что восьмого», «выставлю наверное восьмого»: a plan
        if perfective and self._after_future(i):
            return True   # «вот дойдем до финала, и я выставлю пятого»: after another future
        if perfective:
            return any((self.words[k] in lex.future or self.words[k] in lex.hedges)
                       and not self._other_clause(k, i)
                       for k in self._unless_regardless(self.clause_before(i, 12, CORRELATES)))
        if self.words[i].endswith(("ем", "им")) and any(
                self.words[k] in _LETS or self.words[k] in _PLAN for k in self.clause_before(i, 6)):
            return True   # «давайте так: выставляем седьмого», «план такой: все выставляем…»
        if self.words[i].endswith(("ем", "им")) and any(
                self.words[k] in _LETS_AGREE and self.is_(k - 1, _LETS_ONLY)
                for k in self.clause_before(i, 4)):
            return True   # «давайте договоримся: выставляем восьмого»: put to the table
        if self.words[i].endswith(("ем", "им")) and any(
                self.words[k] in _LETS_ONLY and all(self.words[x] in _ALL_OF_US for x in range(k + 1, i))
                for k in self.clause_before(i, 4)):
            return True   # «давайте все выставляем восьмого», «го мы все выставляем»: all asked
        return any(self.words[k] in lex.hedges and not (seated and self._filler_lead(k, i))
                   and not self._past_would(k)
                   and not self._settled(k, i) and not self._auxiliary_done(k) and not self._wish_done(k, i)
                   and not self._for_the_record(k, i)
                   and not self._question_tag_done(k) and not self._modal_answered(k, i)
                   for k in near) or (
            i + 1 < len(self.t) and self.words[i + 1] in ("бы", "ли")) or (
            # «ставлю на голосование ли я восьмого»: the particle after the verb's vote phrase
            self.is_(i + 1, lex.vote_phrases) and self.is_(i + 2, _PARTICLES_AFTER)) or any(
            self._condition(k, i) and not self._condition_closed(k, i)
            for k in self._unless_regardless(self.clause_before(i, 8, through=CORRELATES)))

    def _past_would(self, k: int) -> bool:
        """Is the hedge at ``k`` the «бы» right after a past verb of its own clause, not of
        speech nor a wish («…и то промахнулся бы, выставляю его»: what he would have done,
        unreal, then the act; tuning92)? Not «я сказал бы: выставляю…» (the act what he would
        say), «я бы выставляю», nor the speaker's own («я выбрал бы: выставляю…»)."""
        if self.words[k] not in _COUNTERFACTUAL or k < 1 or self.t[k - 1].kind != "word":
            return False
        w = self.words[k - 1]
        return (" " not in w and is_past(w) and w not in self.lex.speech
                and w not in self.lex.modals and w not in self.lex.choosing
                and not any(x in _I for x in self.words[max(0, k - 4):k - 1]))

    def _after_future(self, i: int) -> bool:
        """Is the perfective act at ``i`` joined by «и» or «тогда (и)» to a clause before it with
        a future verb of its own («дойдем до финала, и я выставлю пятого», «он выйдет, и я
        выставлю», «дойдет до меня очередь, тогда и выставлю», tuning66): a plan for when that
        comes, not the act now? Russian only; not a past clause («я подумал, и выставлю пятого»
        is done with)."""
        if self.lex.lang != "ru":
            return False
        j = i - 1
        # («посмотрю на голосование, и тогда уже выставлю»: «уже» after the correlate, tuning103)
        while j >= 0 and (self.words[j] in _I or self.words[j] in self.lex.fillers
                          or (self.words[j] in _BY_THEN and self.is_(j - 1, _THEN_FUTURE))):
            j -= 1
        if j >= 2 and self.words[j] == "и" and self.words[j - 1] in _THEN_FUTURE:
            j -= 1   # «дойдет очередь, тогда и выставлю»: «и» after the correlate
        elif j >= 3 and self.words[j] == "и":
            # «приедет зять, вот тогда я его и выставлю»: the subject and the object pronoun
            # between the correlate and «и» (tuning75)
            x = j - 1
            while x > 0 and (self.words[x] in _I or self.is_(x, self.lex.addressed)):
                x -= 1
            if x < j - 1 and self.words[x] in _THEN_FUTURE:
                j = x
        if j < 1 or (self.words[j] != "и" and self.words[j] not in _THEN_FUTURE):
            return False
        if self.words[j] in _THEN_FUTURE and j >= 2 and self.words[j - 1] == "и":
            j -= 1   # «подождем до третьего акта, и тогда я выставлю…»: «и» before the correlate
            # (tuning91)
        before = self.clause_before(j, 8)
        more = next((x for x in reversed(before) if self.words[x] not in self.lex.fillers), None)
        if more is not None and self.words[more] == "еще" and self.is_(more + 1, _ONE_MORE) and all(
                self.words[x] in _ONE_MORE or self.words[x] in self.lex.fillers
                or is_noun(self.words[x]) or is_quality(self.words[x])
                for x in before if x > more):
            return True   # «еще одно слово, и я выставлю десятого»: a threat, not the act
        return any(self.t[x].kind == "word" and " " not in self.words[x]
                   and is_future(self.words[x]) for x in before)

    def _right_after(self, i: int) -> list[int]:
        """The words right after the verb at ``i``, through fillers, before its first number."""
        out = []
        for m in range(i + 1, min(len(self.t), i + 4)):
            if self.t[m].kind != "word" or self.boundary(m):
                break
            out.append(m)
            if self.words[m] not in self.lex.fillers:
                break
        return out

    def _joined_condition(self, i: int) -> list[int]:
        """«если шестой проверит меня и я окажусь красной, тогда выставлю пятого»: with a
        correlate («тогда», «то») in the clause before the verb at ``i``, the condition it
        answers may be two clauses joined by «и» («и я окажусь…»); the tokens of the clauses
        before that «и», back to the condition (none without a correlate)."""
        near = self.clause_before(i, 12, CORRELATES)
        if not near or not any(self.words[k] in CORRELATES for k in near):
            return []
        out, start = [], near[-1]
        for _ in range(2):
            if start < 1 or self.words[start - 1] != "и" or not self.boundary(start - 1):
                break
            more = self.clause_before(start - 1, 12)
            if not more:
                break
            out += more
            start = more[-1]
        return out

    def _question_tag_done(self, k: int) -> bool:
        """Is the «или нет» at ``k`` the tag of a question before it, his own clause after it
        («кто седьмой, мафия или нет? я выставляю седьмого»), or of a clause that says it does
        not matter («неважно, уйдет четырнадцатый или нет, я выставляю…»)?"""
        if self.words[k] != "или нет":
            return False
        # «выставлять десятого или нет? выставляю десятого»: the act's own infinitive asked,
        # then the present act answers it (tuning64)
        nxt = k + 1 + self.is_(k + 1, _I)
        if nxt < len(self.t) and self.t[nxt].kind == "verb" and self.t[nxt].mood == "act" and any(
                self.t[x].kind == "verb" and self.t[x].mood == "infinitive"
                and not any(self.boundary(y) for y in range(x, k))
                for x in range(max(0, k - 4), k)):
            return True
        return self.is_(k + 1, _I) and any(
            self.is_(x, self.lex.questions, self.lex.regardless) for x in self.clause_before(k, 6))

    def _wish_done(self, k: int, i: int) -> bool:
        """«хочу и выставляю шестого»: the wish at ``k`` joined by «и» right to the present act
        at ``i`` is done at once (not «может и выставляю»: «может» stays a hedge)."""
        return (self.words[k] in _WISHES and k + 2 == i and self.words[k + 1] == "и"
                and self.t[i].mood == "act")

    def _modal_answered(self, k: int, i: int) -> bool:
        """English: is the modal at ``k`` a short answer, «yes» and its own subject («yes, i can»), a
        new «i» between it and the verb at ``i`` opening the act's own clause («…yes i can, i
        nominate nine»: tuning87)?"""
        return (self.lex.lang == "en" and self.is_(k - 1, _AUX_SUBJECTS) and self.is_(k - 2, _YES_EN)
                and any(self.words[x] == "i" for x in range(k + 1, i)))

    def _auxiliary_done(self, k: int) -> bool:
        """Is the «буду» at ``k`` the auxiliary of an infinitive before it in its clause
        («голосовать за первого я не буду», «за него голосовать не буду»)? Then it closes that
        clause and hedges no verb after it (not «я буду выставлять»: its verb after it)."""
        if self.words[k] not in _AUXILIARY and not (
                # «выставлять шерифа я не хочу, выставляю второго»: a wish refused closes the
                # clause of its infinitive as «не буду» does (tuning74)
                self.words[k] in _REFUSED and self.is_(k - 1, self.lex.negations)):
            return False
        if self.is_(k - 1, self.lex.negations) and self.is_(k + 1, _I) and (
                self.words[k] in _AUXILIARY):
            return True   # «за четвертого тоже не буду, я выставляю…»: its infinitive left out
        for x in range(k - 1, max(-1, k - 7), -1):
            if self.boundary(x):
                return False
            if (self.t[x].kind == "word" and is_infinitive(self.words[x])) or (
                    self.t[x].mood == "infinitive" and self.t[x].verb == "vote") or (
                    self.t[x].mood == "infinitive" and self.is_(k - 1, self.lex.negations)
                    and (x + 2 == k or self.words[k] in _REFUSED)):
                # «первого выставлять не буду, выставляю седьмого»: the act's own infinitive
                # too, with «не буду» right after it
                return True   # «предлагать не буду»: a vote verb's infinitive too
        return False

    def _condition(self, k: int, i: int) -> bool:
        """Does a condition stand at ``k`` before the verb at ``i``: «если», or a parenthesis
        with «если» («если серьезно», «если честно») with a clause of its own after it, a
        subject and a future verb, before the act («если серьезно он промолчит, выставляю»)?"""
        w = self.words[k]
        if w in _CONDITIONS and self.lex.lang == "ru" and self.t[k + 1].kind == "word" and (
                " " not in self.words[k + 1] and is_infinitive(self.words[k + 1])):
            return False   # «если посчитать все убийства, то…»: a way of reckoning, no condition
        if w in _CONDITIONS:
            return True
        if w in _SUPPOSE and any(self.words[x] in CORRELATES for x in range(k + 2, i)):
            return True   # «допустим третий мафия, тогда выставляем третьего»
        if w not in self.lex.parentheses or w.split()[0] not in _CONDITIONS:
            return False
        subject = next((m for m in range(k + 1, i) if self.words[m] in self.lex.subjects
                        or (self.t[m].kind == "num" and self.nominative(m))), None)
        return self.lex.lang == "ru" and subject is not None and any(
            self.t[x].kind == "word" and " " not in self.words[x] and is_future(self.words[x])
            for x in range(subject + 1, i))

    def _for_the_record(self, k: int, i: int) -> bool:
        """Is the «если что» at ``k`` the parenthesis «for the record» before the speaker's own
        present act: «я» right after it, the present verb right after «я» («если что, я выставляю
        пятого», tuning57 and tuning22)? Not «если что выставляю» (no subject: corpus.tsv's
        condition), nor «если что я выставлю» (a plan)."""
        return (self.words[k] in _FOR_RECORD and k + 2 == i and self.is_(k + 1, _I)
                and self.t[i].mood == "act" and self.lex.verbs.get(self.words[i]) != "perfective")

    def _settled(self, k: int, i: int) -> bool:
        """Is the «наверное» at ``k`` settled by «все таки», «все же» right after it, before the
        present act at ``i`` («я наверное все таки выставляю четвертую»: after all, I do)? Not
        the future («наверное все таки выставлю»: a plan still)."""
        return (self.words[k] in _PROBABLY and k + 1 < i and self.words[k + 1] in _AFTER_ALL
                and self.t[i].mood == "act" and self.lex.verbs.get(self.words[i]) != "perfective")

    def _filler_lead(self, k: int, i: int) -> bool:
        """Is the hedge at ``k`` a filler leading the present act at ``i``: «типа» or «как бы»
        right before the verb, opening the utterance or after a pause word («ну типа
        выставляю…»)? Not after a subject or a quote («он такой типа выставляю…», «второй типа
        выставляю…»: as if)."""
        if self.t[i].mood != "act":
            return False
        w = self.words[k]
        if w in _LETS_ONLY and k < i and not self.words[i].endswith(("ем", "им")) and all(
                self.t[x].kind == "num" or self.is_(x, self.lex.vote_phrases, self.lex.slots)
                or (w == "го" and self.words[x] == "я")   # «го, я выставляю…»: the youth's «go»
                for x in range(k + 1, i)):
            # «ну давай выставляю девятого», «давай первого на голосование ставлю»: «come on»
            # before his own present act (not «давайте выставляем»: the table's)
            return (k == 0 or self.is_(k - 1, _PAUSES) or self._deliberated(k)
                    or self._seat_called(k - 1))
        if w in _LETS_ONLY and k + 2 == i and self.is_(k + 1, _I) and self._deliberated(k):
            return True   # «кого выставить? ну давайте я выставляю шестого» (tuning103)
        if k != i - 1:
            return False
        if w == "бы" and self.is_(k - 1, _AS):
            k -= 1
        elif w not in _FILLER_HEDGES:
            return False
        return k == 0 or self.is_(k - 1, _PAUSES)

    def _seat_called(self, x: int) -> bool:
        """Is ``x`` a seat in the nominative opening the utterance, the player called before
        «давай» («седьмой, давай на голосование, выставляю седьмого»: «come on», said to him,
        before the act, tuning107)?"""
        return (self.lex.lang == "ru" and x >= 0 and self.t[x].kind == "num"
                and self.words[x].endswith(("ый", "ой", "ий", "ая"))
                and (x == 0 or self.is_(x - 1, _PAUSES)))

    def _deliberated(self, k: int) -> bool:
        """Is the «давай(те)» at ``k`` the end of a deliberation on the act said before it: a
        nominating verb earlier in the utterance, asked, proposed or put off («может
        одиннадцатого выставить? а давай, выставляю одиннадцатого», «чат говорит выставить
        семнадцатого, ну давайте я выставляю семнадцатого») (tuning103)? Then it is «come on
        then» before his own present act, not a proposal (not «давайте я выставляю десятого»
        opening the utterance: corpus.tsv's hedge)."""
        return self.lex.lang == "ru" and any(self.t[x].kind == "verb" for x in range(k))

    def _advice_before(self, k: int) -> bool:
        """Does an imperative with its object, a seat or a pronoun, stand right before the
        condition at ``k``, a condition on the one advised («ставь восьмого, если
        сомневаешься», «выставьте меня, если я ошибусь»)? Then the condition is that advice's,
        quoted or given, not one of the act said after it (tuning74); not «давай»/«пусть» (come
        on, let), which open the speaker's own plan, nor a condition on a third («проверь
        седьмого, если он черный, выставляю…» may be the act's)."""
        j = k - 1
        if not (self.is_num(j) or self.is_(j, _ADVISED)) or k + 1 >= len(self.t):
            return False
        then = self.words[k + 1]
        if self.is_(k + 1, self.lex.negations) and k + 2 < len(self.t):
            then = self.words[k + 2]   # «выставляй меня, если не веришь»
        if not (then in ("ты", "вы") or then.endswith(_YOU_ENDS) or (
                then == "я" and self.words[j] == "меня")):
            return False
        j -= 1
        while j >= 0 and self.is_(j, self.lex.slots):
            j -= 1
        return (j >= 0 and self.t[j].kind in ("word", "verb") and " " not in self.words[j]
                and self.words[j] not in _NOT_ADVICE and is_imperative(self.words[j]))

    def _condition_closed(self, k: int, i: int) -> bool:
        """Is the condition at ``k`` done with before the verb at ``i``: it belongs to a question
        right before it («кого выставить, если все молчат? выставляю пятого»), the speaker's
        own clause answers it («если шериф проверит его черным, я не удивлюсь; выставляю…»), or
        a past clause says it came true («если он не оправдается… он не оправдался,
        выставляю…»)?"""
        lex = self.lex
        if lex.lang != "ru":
            return False
        if self.t[i].mood == "act" and self._leave_asked(k, i):
            return True   # «если вы не против, выставляю…»: leave asked, the act done now
        if self.t[i].mood == "act" and i - k >= 3 and self._oath_before(k):
            return True   # «не будь я бабка нюра, если десятый не мафия; выставляю…»: the
            # condition is the oath's, the act after it done now (tuning90)
        if self.t[i].mood == "act" and self._plan_conditioned(k):
            return True   # «думал выставить двенадцатого, если девятого не заберут; ай,
            # выставляю двенадцатого»: the condition of the plan before it (tuning103)
        if self.t[i].mood == "act" and self._belief_denied(k, i):
            return True   # «если вы думаете, что я испугаюсь, то нет; выставляю…»: the belief
            # denied, the act done now (tuning105)
        if self.is_(k - 1, _WHAT_IF) and self._answered_self(k, i):
            return True   # «а что если шестнадцатого? ну да, выставляю…»: asked, then answered
        if (self.is_(k + 1, _COUNTERFACTUAL) and any(
                self.words[m] in _COUNTERFACTUAL for m in range(k + 2, i))) or self.is_(
                k - 1, _COUNTERFACTUAL) or (
                self.is_(k - 2, _COUNTERFACTUAL) and self.t[k - 1].kind == "word"
                and is_past(self.words[k - 1])):
            return True   # «если бы восьмой был шерифом, он бы вскрылся», «ушел бы, если б не…»:
            # what did not happen, with its own consequence, no condition of the act (but «если
            # бы я был мафией, выставляю пятого»: the act is its consequence, as unreal as it)
        if self.is_(k - 1, lex.questions) and self.is_(k + 1, lex.negations):
            return True   # «кто, если не третий? выставляю третьего»: who else
        if self._advice_before(k):
            return True   # «друг сказал: ставь восьмого, если сомневаешься; выставляю…»
        if any(self.words[m] == "пусть" for m in range(k + 2, i)):
            return True   # «если я ошибусь, пусть стол меня простит»: its consequence said
        if any(self.words[m] in CORRELATES and self.is_(m + 1, _DOOM) and m + 1 < i
               for m in range(k + 2, i)) and self.words[i].endswith("ю"):
            return True   # «если сегодня ошибемся, то все; выставляю…»: its consequence said
        if self.t[i].mood == "act" and any(
                self.words[m] in CORRELATES and tuple(self.words[m + 1:m + 1 + len(harm)]) == harm
                and m + len(harm) < i for m in range(k + 2, i) for harm in _NO_HARM):
            return True   # «если мы сейчас ошибемся, то ничего страшного; выставляю…»: no harm
        before = self.back(k, lex.skip, 2)
        if before and self.t[before[0]].kind == "verb" and self.t[before[0]].mood == "infinitive" \
                and any(self.is_(x, lex.questions)
                        for x in self.back(before[0], lex.skip | _NEG_GAP, 3)):
            return True   # «кого (еще, же) выставить, если…»
        if self._came_true(k, i):
            return True   # «если седьмой черный, а он черный, выставляю…»: it holds
        then = next((m for m in range(k + 2, i) if self.words[m] in CORRELATES), None)
        if then is not None and self.is_(then + 1, _HE_SHE) and i - then >= 3 and all(
                self.t[x].kind == "word" and self.words[x] not in _I_AND for x in range(then + 2, i)):
            return True   # «если седьмой не шериф, то он мафия; выставляю…»: its consequence a
            # clause with its own subject, then the act
        for m in range(k + 2, i):
            w = self.words[m]
            if self.t[m].kind != "word" or " " in w:
                continue
            if then is not None and any(self.words[m - d] == "я" and m - d > then + 1
                                        for d in (1, 2)) and is_past(w):
                return True   # «если шериф убит, то все еще хуже; я долго думала…»: its own
                # consequence said, then the speaker's past clause
            if w in _YOU_KNOW and m - 1 >= k + 3 and self.words[m - 1] == "вы" and self.is_(
                    m + 1, _WHY):
                return True   # «если меня убьют ночью, вы знаете почему; выставляю…»
            if (w == "пока" and self.words[m - 1] == "а" and m - 1 >= k + 3
                    and self.t[i].mood == "act"):
                return True   # «если девятый мирный, он оправдается, а пока выставляю…»: for
                # now, set apart from what the condition would bring
            if self.words[m - 1] in lex.negations and m - 1 > k + 1 and is_imperative(w):
                return True   # «десятый, если ты мирный, не обижайся, выставляю тебя»: its
                # consequence asked of the one he speaks to
            if w in _CONSEQUENCE_ASKED or (w.endswith(("йте", "ьте")) and len(w) > 5):
                # «если я ошибаюсь, убейте меня ночью»: an imperative to the table
                return True   # «если я ошибаюсь, простите», «если меня убьют, знайте…»: its
                # consequence is what he asks of the table
            if self.words[m - 1] in _I_NOT and len(w) >= 4 and w[:3] != "был" and any(
                    self.words[c] != w and len(self.words[c]) >= 4 and self.words[c][:3] == w[:3]
                    for c in range(k + 1, m - 1) if self.t[c].kind == "word"):
                return True   # «если не веришь, я не верю»: he answers the condition himself
            if w in _REACTIONS and (self.words[m - 1] == "я" or (
                    self.words[m - 1] in lex.negations and self.is_(m - 2, frozenset({"я"})))):
                return True   # «…, я не удивлюсь»: his clause, the condition's consequence
            if len(w) > 5 and is_past(w) and any(
                    self.words[c] != w and self.words[c][:5] == w[:5] for c in range(k + 1, m)):
                return True   # «если он не оправдается, он не оправдался»: it came true
        return False

    def _belief_denied(self, k: int, i: int) -> bool:
        """Is the condition at ``k`` another's belief («если вы думаете, что…», a verb of
        thinking within three words after it) that its consequence denies right before the verb
        at ``i``: «то нет», «(то) ошибается», «зря» (see above)?"""
        if not any(self.is_(x, _BELIEVES) for x in range(k + 1, min(i, k + 4))):
            return False
        for m in range(i - 1, max(k + 3, i - 3), -1):
            if self.is_(m, _MISTAKEN) or (self.is_(m, _NO) and self.is_(m - 1, CORRELATES)):
                return all(self.is_(x, _NO, self.lex.fillers) for x in range(m + 1, i))
        return False

    def _oath_before(self, k: int) -> bool:
        """Is the condition at ``k`` the second half of an oath opening the sentence before it
        («не будь я бабка нюра, если…», «провалиться мне на этом месте, если…», «убей меня бог,
        если…»): what the speaker stakes on the condition, not the act's condition? Russian only."""
        if self.lex.lang != "ru":
            return False
        for x in range(k - 1, max(-1, k - 7), -1):
            if self.boundary(x) or self.t[x].kind != "word":
                return False
            w, nxt = self.words[x], (self.words[x + 1] if x + 1 < k else "")
            if (w == "будь" and self.is_(x - 1, self.lex.negations) and nxt in _OATH_WHO) or (
                    w in _OATH_VERBS and nxt in _OATH_WHO):
                return True
        return False

    def _plan_conditioned(self, k: int) -> bool:
        """Is the condition at ``k`` that of a plan of the act said right before it with its
        seat, a plan that is not the act now: the unreal «бы» («я бы выставил пятого, если бы его
        не выставили») or an infinitive after a past verb of his («думал выставить
        двенадцатого, если…», «хотел выставить…») (tuning103)? Then the present act after it is
        done apart from it (not «если…» before the act: «если он промолчит, выставляю его»)."""
        j = k - 1
        while j >= 0 and (self.t[j].kind == "num" or self.is_(j, self.lex.slots)):
            j -= 1
        if j == k - 1 or j < 1 or self.t[j].kind != "verb":
            return False
        if self.t[j].mood == "infinitive":
            w = self.words[j - 1]
            return self.t[j - 1].kind == "word" and " " not in w and is_past(w)
        return self.t[j].mood == "other" and self.is_(j - 1, _COUNTERFACTUAL)

    def _leave_asked(self, k: int, i: int) -> bool:
        """Is the condition at ``k`` only leave asked of the table before the present act at
        ``i`` («если вы не против», «если стол не возражает»: a courtesy, tuning62)? Not before
        «выставлю» («если стол не против, выставлю пятого»: the plan waits for their leave)."""
        words = " ".join(w for w in self.words[k + 1:i]
                         if w not in self.lex.fillers and w != "я").split()
        if words[:1] and words[0] in _WHOSE_LEAVE:
            words = words[1:]
        if len(words) >= 4 and words[2] in {"а", "и"}:
            # «если никто не против, а никто не против, выставляю…»: the leave asked, then
            # found given (tuning7)
            rest = words[3:]
            if rest[:1] and rest[0] in _WHOSE_LEAVE:
                rest = rest[1:]
            if rest == words[:2]:
                words = words[:2]
        return len(words) == 2 and words[0] == "не" and (
            words[1] == "против" or words[1].startswith("возража"))

    def _answered_self(self, k: int, i: int) -> bool:
        """After «(а) что если» at ``k``: only a seat (and fillers), then «да» before the verb at
        ``i`` («а что если шестнадцатого, ну да, выставляю»): the speaker's question of the seat
        to himself, answered yes (tuning62); not a clause with a verb or quality of its own
        («а что если седьмой шериф…»)."""
        seat = False
        for m in range(k + 1, i):
            if self.t[m].kind == "num":
                seat = True
            elif self.words[m] in _YES_SO:
                return seat
            elif not self.is_(m, self.lex.fillers, self.lex.slots):
                return False
        return False

    def _came_true(self, k: int, i: int) -> bool:
        """«если седьмой черный, а он черный»: after the condition at ``k``, «а (и) он (она)» and
        a word of the condition said again, before the verb at ``i``: the speaker says it holds."""
        for m in range(k + 2, i - 2):
            if self.words[m] in ("а", "и") and self.words[m + 1] in _HE_SHE:
                cond = {self.words[x] for x in range(k + 1, m) if len(self.words[x]) > 3
                        and self.t[x].kind == "word"}
                return bool(cond) and all(self.words[x] in cond or self.words[x] in self.lex.fillers
                                          for x in range(m + 2, i)
                                          if self.t[x].kind == "word")
        return False

    def _unless_regardless(self, before: list[int]) -> list[int]:
        """The tokens ``before`` (nearest first) up to a word that says the act does not hang
        on what was said before («если его оправдают, мне все равно, выставляю…»)."""
        stop = next((n for n, k in enumerate(before) if self.words[k] in self.lex.regardless),
                    None)
        return before if stop is None else before[:stop]

    def _other_clause(self, k: int, i: int) -> bool:
        """Is the verb of thinking at ``k`` («думаю», «планирую») about a «что» clause of its
        own, with a seat, a subject or a verb in it, before the verb at ``i`` («я думаю что
        седьмой черный, выставлю седьмого»)?"""
        that = next((m for m in range(k + 1, i) if self.words[m] in _THAT), None)
        return that is not None and (
            any(self.t[m].kind == "num" or self.words[m] in self.lex.subjects
                for m in range(that + 1, i))
            or self.predicate_in(that + 1, i)) and self.predicate_in(k, k + 1)

    def another_time(self, i: int, perfective: bool) -> bool:
        """Another time named in the clause before the verb at ``i``: «завтра», «в последний
        день», «в финальной тройке»; for «выставлю» also a time noun after a preposition («на
        днях», «через круг»), unless it is this one («в этом круге»); a habit or a past time
        («всегда», «в прошлой игре»)."""
        clause = self.clause_before(i, 8 if perfective else 5, through=CORRELATES)
        start = min(clause, default=i)
        if perfective and self.is_(start - 1, _AND) and any(
                self._time_at(k, True) and self._shared_time(k, i)
                for k in self.clause_before(start - 1, 6)):
            return True   # «на следующей неделе придем, и я выставлю…»: that time's clause
        for k in clause:
            # a habit word right after another verb is that verb's («…поддерживает каждый раз»)
            # «…поменял мнение насчет третьего и каждый раз в сторону большинства»: a habit
            # joined by «и» to a past clause is that clause's
            # («четвертого выставляли вчера, выставляю его»: a past form of the act's verb is
            # that verb too, tuning78)
            habit = self.words[k] in self.lex.habitual and not self.predicate_in(k - 1, k) and not (
                k > 0 and self.t[k - 1].kind == "verb" and self.t[k - 1].mood == "other"
                and is_past(self.words[k - 1])) and not (
                self.is_(k - 1, _AND) and self.past_before(k - 1, 8)) and not (
                # «…играет третью игру, и каждый раз черным»: the habit of that clause, with
                # its own predicate (the instrumental) before the act
                self.is_(k - 1, _AND) and any(
                    self.t[x].kind == "word" and self.words[x].endswith(("ым", "им"))
                    for x in range(k + 1, i))) and not (
                # «игра у нас всегда шумная, выставляю…»: the habit of a clause whose predicate
                # is a quality (an adjective, or «такая») said between it and the act
                self.lex.lang == "ru" and any(
                    self.t[x].kind == "word" and " " not in self.words[x]
                    and not self.is_(x, self.lex.cheap, self.lex.fillers, self.lex.skip)
                    and (is_quality(self.words[x]) or self.words[x] in _SUCH)
                    for x in range(k + 1, i)))
            # «почему мы все время выставляем вторую»: «все время» (all the time) right before
            # the verb, its habit (not «все, все, время»: the time is up)
            habit = habit or (k == i - 1 and self.words[k] == "время" and self.is_(k - 1, _ALL_TIME))
            habit = habit and not self._others_habit(k)
            if (self._time_at(k, perfective) or habit) and not (
                    self._time_of_other(k, i, perfective) or self._not_waited(k)
                    # «девятого вчера не заголосовали, сегодня его выставляю»: now said after it
                    or any(self.words[x] in _NOW for x in range(k + 1, i))):
                return True
        return False

    def _others_habit(self, k: int) -> bool:
        """Is the habit word at ``k`` of another's clause, his subject pronoun («ты», «вы»,
        «он», «you») up to three words before it, with no verb and no «я» in between («ты на
        голосовании всегда последний, выставляю…», «you always play black like this, i
        nominate…»: tuning111)? Not «ты знаешь, я всегда выставляю седьмого»."""
        for x in range(k - 1, max(0, k - 4) - 1, -1):
            if self.t[x].kind == "verb" or self.words[x] in _I or self.words[x] == "i":
                return False
            if self.words[x] in _OTHERS_SUBJECT:
                return True
        return False

    def _not_waited(self, k: int) -> bool:
        """Is the time word at ``k`` what the speaker will not wait for («не хочу ждать до
        следующего круга, выставляю…», «нечего тянуть до завтра»): «до» and a verb of waiting
        before it, negated? Or the other time denied after this one («…прямо сейчас, не завтра»,
        «сегодня, а не завтра»: «не» right before it, a now word a few words before that,
        tuning77)?"""
        if self.is_(k - 1, self.lex.negations) and any(
                self.words[x] in _NOW_SAID for x in range(max(0, k - 4), k - 1)):
            return True
        for x in range(k - 1, max(0, k - 4) - 1, -1):
            if self.words[x] in _WAITING:
                # («ждать до завтра не вариант», «…смысла нет», «…нельзя»: the wait declined
                # after it, tuning60)
                return any(self.words[y] in self.lex.negations or self.words[y] in _NO_NEED
                           for y in range(max(0, x - 3), x)) or any(
                    self.words[y] in self.lex.negations or self.words[y] in _NO_WAIT
                    for y in range(k + 1, min(len(self.t), k + 3)))
            if self.boundary(x) or self.t[x].kind == "verb":
                return False
        return False

    def _time_of_other(self, k: int, i: int, perfective: bool = False) -> bool:
        """Is the time word at ``k`` another verb's, one between it and the verb at ``i``
        («этой ночью нас покинул четвертый, выставлю…»; not «завтра я выставлю»)? A verb before
        it may as well end the sentence before («…играю. В следующем круге выставлю»): the time
        word then stays this verb's, unless it is a past verb, the time no future one and the
        act in the present («…сменил голос в последний момент, я выставляю»; not «вчера молчал,
        завтра выставлю», «…молчал, в последний день выставлю»)."""
        w = self.words[k]
        if perfective and any(self.words[x] in _HEED for x in range(k + 1, i)):
            return False   # «на будущее запомни: я тебя выставлю»: the warning is for that time
        if not perfective and any(
                self.words[x] in _TOO_LATE and all(self.is_(y, self.lex.fillers, self.lex.cheap)
                                                   for y in range(x + 1, i))
                for x in range(k + 1, i)):
            return True   # «завтра уже поздно, выставляю…»: the time is when it is too late
        if self.predicate_in(k + 1, i):
            return not (perfective and self._shared_time(k, i))
        return not perfective and w not in self.lex.later and w not in self.lex.future_time \
            and self.past_before(k)

    def _shared_time(self, k: int, i: int) -> bool:
        """«на следующей неделе придем, и я выставлю двадцатого»: the verb after the time word
        at ``k`` is no past one and «и» joins it to the act at ``i``: one time for both (not
        «этой ночью убили четвертого, и я выставлю…»)."""
        if self.lex.lang != "ru":
            return False
        j = next((x for x in range(i - 1, k, -1) if self.words[x] == "и"), None)
        if j is None or self.predicate_in(j + 1, i):
            return False
        verbs = [x for x in range(k + 1, j) if self.predicate_in(x, x + 1)]
        return bool(verbs) and not any(is_past(self.words[x]) for x in verbs)

    def past_before(self, k: int, reach: int = 4) -> bool:
        """Is there a past-tense verb in the few (``reach``) words before the time word at ``k``
        («первый сменил голос в последний момент»), in its clause?"""
        if self.lex.lang == "en":   # «the don checked me last night, i nominate…»
            for x in range(k - 1, max(0, k - reach) - 1, -1):
                if self.boundary(x):
                    return False
                if self.t[x].kind == "word" and (self.words[x] in _EN_PAST or (
                        len(self.words[x]) > 4 and self.words[x].endswith("ed"))):
                    return True
            return False
        if self.lex.lang != "ru":
            return False
        for x in range(k - 1, max(0, k - reach) - 1, -1):
            if self.boundary(x):
                return False
            if self.t[x].kind == "word" and " " not in self.words[x] and is_past(self.words[x]):
                return True
        return False

    def _time_at(self, k: int, perfective: bool) -> bool:
        """Does token ``k`` name another time (see ``another_time``)?"""
        lex, w = self.lex, self.words[k]
        if w == "later" and k >= 2 and self.t[k - 2].kind == "num" and self.t[k - 1].kind == "word":
            return False   # «two beers later i nominate two»: that much later, which is now
        if w in lex.later or (perfective and w in lex.future_time):
            return True
        if perfective and w in _AFTER:
            return self._after_event(k + 1)
        if perfective and w in _UNDER and k + 1 < len(self.t):
            return self.t[k + 1].kind == "word" and " " not in self.words[k + 1] and not self.is_(
                k + 1, _UNDER_NOT, self.lex.prepositions, self.lex.fillers, self.lex.stoppers)
        if perfective and w in _BY and self.is_num(k + 1) and self.t[k + 1].ordinal and (
                self.words[k + 1].endswith(("ому", "ему", "ой", "ей"))) and k + 2 < len(self.t) and (
                self.t[k + 2].kind == "word" and " " not in self.words[k + 2]
                and is_noun(self.words[k + 2])):
            return True   # «к третьему тосту выставлю шестого»: by an event counted, not now
        nxt = self.words[k + 1] if k + 1 < len(self.t) else ""
        if w in lex.other_time and (perfective or (nxt in lex.time_nouns and nxt not in _NOW_NOUNS)):
            return True
        if w in _CLIPPED_NEXT and nxt in lex.time_nouns and nxt != "момент":
            return True   # «в след круге кину…», «в след раз»: «следующий» clipped, with its noun
        if perfective and w in _PART_OF_DAY and not (k > 0 and self.words[k - 1] in lex.now_words):
            return True   # «вечером выставлю семнадцатого»: a later part of the day (tuning68)
        if perfective and w in lex.time_nouns and k > 0:
            before = self.words[max(0, k - 2):k]
            return self.words[k - 1] not in lex.now_words and (
                self.words[k - 1] in lex.time_prepositions
                or (len(before) == 2 and before[0] in lex.time_prepositions
                    # «на той неделе выставлю…»: that week, not this one (tuning68)
                    and (before[1] in lex.other_time or before[1] in _THAT_TIME or (
                        # «на третьем кругу выставлю…»: a round counted, not this one
                        self.t[k - 1].kind == "num" and self.t[k - 1].ordinal and w != "раз"))))
        return False

    def _after_event(self, k: int) -> bool:
        """Is the word at ``k`` (past «этого», «всех»), after «после», an event still to come
        («после голосования», «после всех речей»)? Not «после этого» (then), nor a seat («после
        седьмого»)."""
        if self.words[k:k + 2] == ["того", "как"]:
            # «выставлю второго после того как выскажется десятый»: unless it happened already
            return not any(self.t[x].kind == "word" and " " not in self.words[x]
                           and is_past(self.words[x]) for x in range(k + 2, min(len(self.t), k + 5)))
        while self.is_(k, _AFTER_GAP):
            k += 1
        if (k + 1 < len(self.t) and self.t[k].kind == "num" and self.t[k].ordinal
                and self.words[k].endswith(("ого", "его", "ой", "ей"))
                and not self.is_(k + 1, self.lex.slots)):
            k += 1   # «после первого голосования», «после второй ночи»: an event counted
            # («после третьего куплета»: the soft «третьего» too, tuning105)
        if k >= len(self.t) or self.t[k].kind != "word" or " " in self.words[k]:
            return False
        w = self.words[k]
        return w in self.lex.time_nouns or (self.lex.lang == "ru" and not self.is_(
            k, self.lex.prepositions, self.lex.fillers, self.lex.stoppers) and is_noun(w))

    def _other_choice(self, k: int) -> bool:
        """After «или» at ``k - 1``: the other choice to the act, with no seat after it — waiting
        or another doing in the infinitive («или подождать», «или погодить», «или пропустить
        круг»), «или пока рано», «или потом»? Russian only."""
        if self.lex.lang != "ru":
            return False
        while self.is_(k, _CHOICE_GAP):
            k += 1
        if k >= len(self.t) or any(self.t[x].kind == "num" for x in range(k, len(self.t))):
            return False
        w = self.words[k]
        return w in _LATER_CHOICE or (self.t[k].kind == "word" and " " not in w
                                      and is_infinitive(w))

    def future_after(self, k: int, perfective: bool) -> bool:
        """After the seat at ``k``, in its clause: a condition or a question for any act
        («выставляю седьмого, если…», «… или нет?»), another time («выставляю седьмого
        завтра»), and for «выставлю» any future word or time phrase («выставлю его в финале»);
        another verb ends the reach («…, девятого оставлю на завтра»)."""
        lex = self.lex
        for m in range(k, min(len(self.t), k + 6)):
            w = self.words[m]
            if w == "или как" and self.is_(m + 1, lex.speech, _IT_IS_SAID):
                return False   # «…номер тринадцать, или, как говорят, последний»: the seat named
                # again by a saying, an aside (tuning102)
            if w == "или" and self._other_choice(m + 1):
                return True   # «выставляю седьмого, или подождать?»: the act asked about
            if self.boundary(m) or w in lex.conjunctions:
                return False
            if m > k + 1 and self.t[m].kind == "verb" and self.words[m - 1] == "я":
                return False   # «…девятого, восьмого я выставлю завтра»: his next act's time
                # (tuning102)
            if (not perfective and w in lex.later and " " not in w and self.t[m].kind == "word"
                    and (self.predicate_in(m + 1, m + 2) or (
                        # «выставляю седьмого, однажды уже ошибся»: past «уже», «я» (tuning64)
                        self.is_(m + 1, _OWN_CLAUSE_GAP) and self.predicate_in(
                            m + 2 + self.is_(m + 2, _OWN_CLAUSE_GAP), m + 3
                            + self.is_(m + 2, _OWN_CLAUSE_GAP))))):
                # «выставляю седьмого, завтра посмотрим»: the time of a clause of its own
                return False
            if w in _CONDITIONS and m > k and self.words[m - 1] in _AS_IF:
                continue   # «i nominate twelve as if we had a full squad»: a comparison (tuning92)
            if (w in _OR_NOT and "whether" not in self.words[k:m]) or w in _CONDITIONS or (
                    self._time_at(m, perfective) and not self._not_waited(m)) or (
                    perfective and (w in lex.future or w in lex.hedges)):
                # «выставлю девятого, если что»: a hedge after «выставлю» makes it a plan too
                # «…, девятого оставлю на завтра»: another verb's time (looked up only now)
                # «выставляю девятого, ставьте плюсы, если согласны»: the bidding's condition,
                # an imperative heard as a verb of the act between (tuning86)
                return not (self.predicate_in(k, m) or any(
                    self.t[x].kind == "verb" and self.t[x].mood not in ("act", "perfective")
                    and " " not in self.words[x] and is_imperative(self.words[x])
                    for x in range(k, m)))
        return False

    def said_later(self, i: int) -> bool:
        """Is the act at ``i`` what the speaker says he will say at a later time: «скажу»
        («объявлю») right before it, and a time ahead before that in its clause («я потом, когда
        дойдет очередь, скажу: выставляю седьмого»)? Then it is his act to come, not done now (not
        «скажу прямо: выставляю…», nor «про третьего скажу в конце: выставляю третьего»)."""
        back = self.back(i, _I, 2)
        if not back or self.words[back[-1]] not in _WILL_SAY:
            return False
        k = back[-1]
        return any(self.words[x] in _AHEAD for x in range(max(0, k - 6), k)) and not any(
            self.boundary(x) for x in range(max(0, k - 6), k))

    def later_said(self, k: int) -> bool:
        """«выставлю десятого, но не сегодня», «выставляю его, но позже»: another time said
        right after the act. «не сегодня» takes the act to another time whatever follows; a
        later word after «но» does too, after «а» only when it closes the utterance («…, а
        завтра посмотрим» is a new clause)."""
        lex = self.lex
        m, but = k, False
        while m < len(self.t) and (self.words[m] in ("но", "а", "только", "but", "just")
                                   or self.words[m] in lex.fillers):
            but = but or self.words[m] in ("но", "but")
            m += 1
        if m >= len(self.t):
            return False
        w = self.words[m]
        if w in lex.later and w.split()[0] in lex.negations:   # «не сегодня», «не сейчас»
            return True
        if w in lex.later or w in lex.future or w in lex.future_time:
            return but or self.closes(m + 1)
        if w in lex.negations:   # «но не в этот раз», «не на этом круге»
            m += 1
            while m < len(self.t) and self.words[m] in lex.prepositions:
                m += 1
            return self.is_(m, lex.now_words)
        return False
