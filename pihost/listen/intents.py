"""What a heard utterance means: a nomination, the end of the speech, or nothing — never a guess.

The matcher is pure (no audio, no clock). It reads the bounded tail of the utterance
(``reading``: the last ``MAX_WORDS`` words within ``MAX_CHARS`` characters, so a 30 kB line is
classified as fast as a short one), finds the nomination acts in it with the grammar of the act
(``act``: the nominating verb in its performing mood, the seat it governs, the negation, quotation,
hedge and future that veto it, corrections), and takes the one the utterance comes to. Only a clear
winner becomes a nomination; anything else is ``none``, with a ``reason`` the host can answer.

Reasons on ``none``:

* attempts — he clearly tried to nominate, the seat is unclear, the box asks «не расслышал,
  повторите номер» (``Intent.attempt``; ``context.ATTEMPT_REASONS``): ``"ambiguous"`` (two
  seats: «выставляю седьмого и третьего»), ``"no target"`` (the verb, no seat: «я выставляю
  игрока номер»), ``"unclear seat"`` (a seat the words do not fix: «выставляю его» after two
  seats, «выставляю пятого ой нет», «выставляю одного из них»), ``"too far"`` (the seat too far
  from the verb to trust);
* decisions — ``"negation"`` («не выставляю»; a «не» only counts when it governs the verb; «не
  то чтобы я выставляю»), ``"conditional"`` («я бы выставил», «завтра выставлю», «может
  выставляю», «в последний день выставлю», «выставлю, но не сегодня»), ``"reported"`` (someone
  else's nomination quoted: «первый сказал выставляю седьмого», «выставляю седьмого — так
  говорят черные»), ``"no such seat"``
  (a clear nomination of a number that is no seat at this table: «выставляю двенадцатого» at 10
  seats, «выставляю нулевого»), ``"outside speech"`` (``speaker is None``).

Decisions (the host loop relies on them):

* A nomination of a seat that is dead, already nominated or the speaker himself IS returned as
  ``nominate(target)``: what was *said* is the matcher's business, whether it stands is the
  engine's («Игрок номер 4 уже выставлен»).
* A number word inside a larger number or another word is never a seat: «двадцать первого» at
  10 seats is no such seat (not seat 1), «тысяча десять» and «1000010» are not 10.
* Intent is not the act: «хочу выставить седьмого», «давайте выставим», «надо выставлять» are
  talk (``none``, no reason). «выставлю N» with no future or condition in its clause is what a
  small model prints for «выставляю N»: a nomination.
* A correction («ой нет», «то есть», «поправка», «стоп», «не X а Y») takes the corrected seat;
  two seats with no correction are ambiguous; «ой, не того» is unclear; «нет, отменяю» takes the
  act back (negation).
* «одного выставляю», «выставляю двух» count players (unclear), «номер один» is seat 1.
* Asked is not done: «ну что, седьмого выставляем?», «выставляем седьмого, да?», «разве я
  выставляю…», English «should we / let us / why did nobody nominate» (the English act has «I»
  or nothing for its subject). An idiom is no act («ставлю под сомнение», «выставляю себя
  дураком», «первого попавшегося»); a joke takes it back («выставляю пятого, шучу»); a habit is
  another time («я всегда выставляю седьмого»).
* A common word one sound from a number where the seat should be («номер сеть», «номер пить») is
  no clear seat: an attempt, the box asks again.
* With no verb, a closing clause that makes one seat the speaker's choice is the act: «от меня
  номер восемь», «мой кандидат шестой», «на голосование идет третий»; «седьмой на голосовании»
  says where he is.
* Priority: a nomination wins; then an attempt or «no such seat» (the host must answer it before
  the speech ends); then ``end_speech`` when the utterance closes with an end formula («спасибо»,
  «пас», «у меня все»…); then the other reasons. ``end_speech`` only says what the words were: the
  speech is over only after the silence, see ``EndOfSpeech``.

>>> ctx = ListenContext(speaker=3, alive=tuple(range(1, 11)), nominated=(5,))
>>> match_intent("я выставляю игрока номер десять", ctx)
Intent(kind='nominate', target=10, cost=0.0, reason=None, sentence='выставляю игрока номер {N}')
>>> match_intent("у десятого хорошая речь", ctx).kind
'none'
>>> match_intent("я не выставляю десятого", ctx).reason
'negation'
>>> match_intent("выставляю седьмого или третьего", ctx).attempt
True
>>> match_intent("ну всё, спасибо", ctx).kind
'end_speech'
"""

from __future__ import annotations

from functools import lru_cache

from pihost.listen import forms, numerals, reading
from pihost.listen.act import find_acts, resolve
from pihost.listen.context import ATTEMPT_REASONS, KINDS, Intent, ListenContext
from pihost.listen.lexicon import Lexicon, lexicon
from pihost.listen.reading import Token, tokens, words
from pihost.listen.spelled import spelled

__all__ = ["ATTEMPT_REASONS", "KINDS", "Intent", "ListenContext", "clear_caches", "ends_speech",
           "match_intent", "words"]


def ends_speech(text: str, lang: str = "ru") -> bool:
    """Does the utterance close with an end formula («спасибо», «пас», «у меня все»)? Closing
    words («все», «никого не выставляю») may follow it.

    Raises ``ValueError`` for an unknown language.

    >>> ends_speech("у меня все, спасибо"), ends_speech("спасибо, что выслушали, а теперь о деле")
    (True, False)
    >>> ends_speech("ну все"), ends_speech("спасибо большое"), ends_speech("они все")
    (True, True, False)
    """
    lex = lexicon(lang)
    return _ends(tokens(text, lex), lex)


# «пас, наверное»: an afterthought after the end formula still ends the speech
# («у меня все, вроде»: «вроде», I think)
_HALT = frozenset({"стоп", "точка"})
_AFTERTHOUGHTS = frozenset({"наверное", "наверно", "видимо", "походу", "вроде", "probably"})
# «ага, все, вроде», «ну дак все я»: the particles of assent and of «so» around the formula,
# free in it (matcher only: the grammar hears them as talk; tuning97)
_PARTICLES = frozenset({"ага", "угу", "дак", "дык"})
_THEY_DID = ("ли", "лись")
# «все, спасибо, я наливаю», «пас, я сплю»: what the speaker goes to do, «я» and his verb closing
# the utterance after the end formula, still ends it (not «спасибо, я продолжаю»: he goes on)
_GOING_ON = frozenset("продолжаю продолжу добавлю скажу объясню расскажу начинаю начну "
                      "договорю закончу заканчиваю повторю поясню дополню "
                      # «спасибо, я думаю…»: an opinion or a wish about to be said
                      "думаю считаю полагаю предлагаю хочу прошу надеюсь уверен".split())
_I = frozenset({"я"})
# «пас в этот раз»: this time, after the end formula
# «что значит пас?», «что такое скип?»: the end word asked about
_WHAT_IS = frozenset({("что", "значит"), ("что", "такое"), ("что", "означает"), ("что", "это"),
                      ("what", "is"), ("what's", "a")})
# «пас на этот круг», «у меня все на сегодня»: this round, today (tuning67); «я пас до следующего
# круга»: the round the pass is for, after it (tuning69)
_THIS_TIME = (("в", "этот", "раз"), ("на", "этот", "раз"), ("this", "time"),
              ("на", "этот", "круг"), ("в", "этот", "круг"), ("на", "этом", "круге"),
              ("в", "этом", "круге"), ("на этом", "круге"),
              ("до", "следующего", "круга"), ("до", "конца", "круга"), ("до", "следующего", "раза"),
              ("на сегодня",), ("на", "сегодня"), ("for", "this", "round"), ("this", "round"),
              ("for", "today"), ("until", "next round"), ("till", "next round"))


def _goes_to_do(toks: list[Token], k: int) -> bool:
    """Is the token at ``k`` the last, «я» and the speaker's own verb now or next before it
    («…, я наливаю», «…, я сажусь»): what he goes to do after the formula? Not a verb of going
    on speaking («я продолжаю», «я добавлю») or of an opinion to come («я думаю»)."""
    return (k == len(toks) - 1 and k >= 2 and toks[k - 1].word in _I and toks[k].kind == "word"
            and toks[k].word not in _GOING_ON and " " not in toks[k].word
            and forms.is_own_doing(toks[k].word))


def _came_to_state(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Is the token at ``k`` the last, «я» and a state he came to before it («…, я замерз», «…,
    я устала»): why he stops, after the formula (tuning63)? Not a slip owned («я ошибся»: a
    correction)."""
    return (k == len(toks) - 1 and k >= 2 and toks[k - 1].word in _I and toks[k].kind == "word"
            and " " not in toks[k].word and toks[k].word not in lex.corrections
            and forms.is_own_state(toks[k].word))


# «ок, энд», «финиш», «энд оф спич»: the IT table's English closings, read without the grammar
# (tuning89; the free model writes them, «оф спич» a tail after «энд»); «все, я done», «ich bin
# fertig»: the English and German «done» switched to inside a Russian speech, in Latin letters
# (tuning83); «рахмат, бетте», «ну все, мин бетердем»: the Tatar «it is over», «I have finished»
# (tuning106; read without the grammar, which is at its cap)
_LOANED_ENDS = frozenset({"энд", "финиш", "done", "fertig", "бетте", "бетердем"})


@lru_cache(maxsize=8)
def _long_ends(end_words: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """The one-word formulas of six letters or more, each with its reduced form (the lexicon's
    constant, not a per-word cache: worked out once instead of at every word)."""
    return tuple((e, numerals.reduce(e)) for e in sorted(end_words) if len(e) >= 6 and " " not in e)


def _near_end_word(word: str, lex: Lexicon) -> bool:
    # «спасиб»: a long formula with its last letter lost is still the formula; «спсибо»: a letter
    # lost inside it, the unstressed vowel swallowed in a noisy room (tuning77)
    if word in lex.end_words or word in _LOANED_ENDS:
        return True
    if len(word) < 6:
        return False
    reduced = numerals.reduce(word)
    return any(r == reduced or (len(e) >= 7 and len(e) == len(word) + 1 and any(
        e[:j] + e[j + 1:] == word for j in range(1, len(e)))) for e, r in _long_ends(lex.end_words))


# «спасибо, ведущий, итак…»: a word that opens what he says next, not an afterthought
_OPENING = frozenset({"итак"})
# «через десять секунд закончу»: a time ahead before the future formula, a plan of ending
_AHEAD = frozenset({"через", "скоро", "потом", "позже", "попозже"})
_FUTURE_ENDS = frozenset({"закончу", "заканчиваю", "на этом закончу", "закончу на этом",
                          # «через минуту завершаю (свою речь)»: the formal word, the same plan
                          "завершаю", "на этом завершаю", "завершаю речь", "завершаю свою речь",
                          "остановлюсь", "я остановлюсь"})


# «первым делом…», «для начала…», «во первых…»: the first of what he will say
_FIRST = frozenset({"первым делом", "для начала", "во первых", "во вторых", "в третьих",
                    "в четвертых", "сначала", "first of all"})
_AND = frozenset({"и"})
# «…nominate seven and that's it»: the English «и все» after the act's clause, no formula
_AND_EN = frozenset({"and"})
# «второй уже выставлен, мне добавить нечего», «five is already up, i have nothing to add»: the
# ballot has his seat, nothing to add to it (with «спасибо» after it the speech ends)
_NOTHING_TO_ADD = frozenset({"добавить нечего", "нечего добавить", "больше нечего добавить",
                             "i have nothing to add", "nothing to add"})
_ALREADY = frozenset({"уже", "already"})
_THATS_IT = frozenset({"that's it", "that is it", "thats it"})
_TO_PLAYER = frozenset({"игроку", "игроку номер", "player"})
# «одно слово, и я закончу»: the end he will come to after something said first
_WILL_END = frozenset({"закончу"})
_ME_TOO = frozenset({"я"})
# «все, спасибо, следующий»: the floor given to the next speaker after the formula
_NEXT = frozenset({"следующий", "следующая", "следующие", "next"})
# «передаю слово следующей»: the floor given to the next, a woman, in the dative (tuning84; the
# grammar has «следующему» only, the free model hears it)
_TO_THE_NEXT = frozenset({"следующей"})
# «спасибо, следующий»: the host's thanks and call, with nothing of the speaker's (tuning57)
_BARE_THANKS = frozenset({"спасибо", "благодарю"})
_HOST_FILLERS = frozenset({"пожалуйста", "так", "ну"})
# «а я молчу», «однако мне сказать нечего»: silence set against what others do, no closing
_SILENCE = frozenset({"молчу", "я молчу", "мне сказать нечего", "сказать нечего"})
_CONTRAST = frozenset({"а", "однако"})
# «слушаю всех, пока молчу»: silent for now, a stance for the moment, not the close (not
# «молчу, пока»: the farewell after it)
_FOR_NOW = frozenset({"пока"})
_SILENT = frozenset({"молчу", "я молчу"})
_ME = frozenset({"меня", "мня", "мене"})
# «я слушаю и молчу пока», «смотрю и молчу»: silence joined to listening, a stance (tuning57)
_WATCHING = frozenset({"слушаю", "смотрю", "наблюдаю", "присматриваюсь", "приглядываюсь"})
# «про третьего молчу»: what the end word is about
_ABOUT = frozenset({"про", "насчет", "about"})
# «ваша речь окончена», «твоя речь закончена»: someone else's speech said to be over (the host's
# words), not the speaker closing his own
_SPEECH_OVER = frozenset({"речь окончена", "речь закончена"})
_YOURS = frozenset({"ваша", "твоя"})
# «нечего сказать» with no «мне»: the speaker's close, not another's («ему нечего сказать»,
# «шестому нечего сказать») nor nothing but one thing («кроме этого сказать нечего»)
_NOTHING_TO_SAY = frozenset({"нечего сказать", "сказать нечего", "нечего говорить", "говорить нечего"})
_WHOSE_NOTHING = frozenset({"кроме", "ему", "ей", "им", "тебе", "вам", "нам"})


# after the end formula, a remark that closes nothing new: «…, как говорится на презентациях»,
# «…, как на планерке» (a comparison: no seat, no verb, no one named); «…, я пока послушаю»
# (he will listen); «…, удачи мирным» (the wish with whom it is for); «…, время вышло»
# («…, чат, дальше смотрим других»: the streamer's audience watching the others with him: tuning86)
_LISTEN = frozenset({"послушаю", "послушаем", "послушаю других", "послушаю остальных",
                     "смотрим", "посмотрим", "слушаем"})
_LISTEN_GAP = frozenset({"я", "пока", "лучше", "теперь", "других", "остальных", "вас", "всех",
                         "дальше"})
_LUCK = frozenset({"удачи"})
_LUCK_TO = frozenset("мирным мирному мирной городу команде красным нам вам всем".split())
_COMPARED = frozenset({"как"})
# «…, выхожу из чата», «…, ухожу в офлайн»: the speaker leaving the call or the chat; «…,
# уходим со сцены»: the band leaving the stage (tuning105)
_LEAVING = frozenset({"выхожу", "ухожу", "отключаюсь", "выпадаю", "уходим"})
_OUT_OF = frozenset({"из", "в", "с", "со"})
# «…, я мирный», «…, я красная»: the speaker's own side claimed after the formula
_MY_SIDE = frozenset("мирный мирная красный красная честный честная".split())
# «у меня все, время вышло»: the time said to be up after the formula
# «спасибо, время»: the time alone named after the formula, as «время вышло»
_TIME = frozenset({"время"})
# the endings of a seat named in the nominative («пятый», «третий», «седьмая»)
_NAMED = ("ый", "ой", "ий", "ая", "ья")
_TIME_UP = frozenset({("время", "вышло"), ("время", "истекло"), ("время", "кончилось"),
                      ("время", "закончилось")})
# «пас, мне на заказ ехать», «у меня все, мне пора»: where he must go now, after the formula
# (tuning60): «мне» and at most two words before the verb of going closing the utterance
_TO_ME = frozenset({"мне"})
_MUST_GO = frozenset("ехать бежать идти уходить уезжать пора спать работать".split())
# «пас, блин»: an oath after the formula, the speaker's annoyance (tuning60)
_OATHS = frozenset({"блин", "черт", "блин блин"})
# «все, джан», «пас, бро», «спасибо, родные», «у меня все, граждане»: whom the close is said to,
# the table or one at it by a word of address of any kind (kin, the youth's, the old-fashioned,
# a guest's own language), and «…, и точка», «…, кажется», «…, типа»: the close stressed or
# softened; after an end formula only (in the matcher's ``closing`` these would end acts too)
_TAILS = (("вот", "такие", "дела"), ("такие", "дела"), ("вот", "как", "то", "так"),
          ("как", "то", "так"), ("вроде", "бы"), ("я", "сказал"), ("я", "сказала"),
          ("ваше", "слово"), ("твое", "слово"), ("слушаю", "вас"), ("честной", "народ"),
          ("в", "принципе"), ("в принципе",), ("в", "целом"), ("на", "данный", "момент"),
          ("пока", "что"),
          # «на этом все, у меня»: whose the close is, said after it (tuning86)
          ("у", "меня"),
          # «мерси, джан, я сказал», «ok that's it, i said»: the speaker's «I have spoken» after
          # an address too, and alone; «…, цавд танем» (Armenian: I'd take your pain), the
          # endearment said to the table (tuning80)
          ("i", "said"), ("цавд", "танем"), ("цавт", "танем"),
          # «энд оф спич»: the English «end of speech» after its «энд» (tuning89)
          ("оф", "спич"),
          # «ну я свое сказала, теперь вы», «у меня все, вопросы в личку»: the floor handed to
          # the table, the questions sent to private messages (tuning97)
          ("теперь", "вы"), ("теперь", "ты"), ("теперь", "вам", "слово"), ("вопросы", "в", "личку"),
          ("вопросы", "потом"), ("вопросы", "после"),
          # «я все, можно я пойду»: leave to go asked after the formula
          ("можно", "я", "пойду"), ("можно", "пойду"), ("я", "пойду"),
          # «у меня все, оле оле оле», «спасибо за внимание, болеем за наших»: the fans' chant
          # after the formula; «пас партнеру по команде»: whom the pass goes to (tuning92)
          ("оле", "оле", "оле"), ("оле", "оле"), ("болеем", "за", "наших"),
          ("вперед", "наши"), ("партнеру",), ("партнеру", "по", "команде"), ("напарнику",),
          # «спасибо, мне хватит»: enough for him, right after the formula (not «мне хватит»
          # alone, tuning54's ballot enough; tuning105)
          ("мне", "хватит"),
          # «у меня все, горько», «все, спасибо, за молодых»: the wedding's toast said after the
          # formula, the kiss called for (again), the young drunk to (tuning104)
          ("горько", "горько", "горько"), ("горько", "горько"), ("горько",),
          ("за", "молодых"), ("за", "молодых", "горько"), ("за", "жениха", "и", "невесту"),
          ("совет", "да", "любовь"), ("за", "любовь"),
          # «ладно, пас, не знаю, кого выставлять»: why he passes, said after it (tuning102)
          ("не", "знаю", "кого", "выставлять"), ("не", "знаю", "кого", "выставить"),
          ("не", "знаю", "кого"))
_ADDRESS = frozenset("брат братан братишка братишки бро братуха сестренка мам пап бабуль "
                     "дедуль дедушка тетя дядя сынок доча дочка родненькие ребятки ребятушки "
                     "ребзя ребяты гайз котики зайки джентльмены леди соратники земляки "
                     "джан ара ахпер генацвале дорогой дорогая батоно дус дуслар "
                     "точка окончательно кажется типа ладненько норм хорош тогда "
                     # «все, хо»: the Armenian «yes» stressing the close (tuning80)
                     "хо "
                     # «у меня все, абый», «рахмат, апа»: the Tatar «uncle», «aunt», «little
                     # brother, sister» said to the elder or the younger (tuning106)
                     "абый абзый абыем апа апай апам апакай энем сенлем "
                     # «благодарю, уважаемые игроки»: the players addressed (tuning97)
                     "игроки господа игроки "
                     # «спасибо, зал», «все, спасибо, публика»: the audience addressed from the
                     # stage (tuning105; matcher only, the grammar at its cap)
                     "зал публика "
                     # «спасибо, что выслушали старика»: the speaker naming himself as the one
                     # heard (tuning97)
                     "старика старушку старуху новичка новенького "
                     # «я закончила, милок», «спасибо за внимание, бабоньки»: the old village's
                     # address to the young and to the women, men and kin of the table (tuning90)
                     "милок милочек милочка касатик касатики голубушка голубушки голубчик "
                     "бабоньки девоньки мужички соседушки родимые сердешные доченька "
                     "сыночек внученька внучата детушки деточки".split())
# (a plural that «все» before it would make «all of them»: «все родные», «все мои», «все
# граждане» are no close; after another formula they are whom it is said to)
_I_SAID = frozenset({("я", "сказал"), ("я", "сказала")})
# «…, больше не мучаю вас», «…, не буду вас задерживать»: the table kept no longer (tuning80)
_KEEP_THEM = frozenset("мучаю мучить утомляю утомлять задерживаю задерживать томлю томить "
                       "отвлекаю отвлекать".split())
_YOU_ALL = frozenset({"вас"})
_SPARE_WORDS = frozenset({"не", "больше", "вас", "буду", "уже", "дальше"})
_ADDRESS_AFTER = frozenset("братья сестры мама папа бабушка дед деда родные дорогие милые мои "
                           "люди граждане товарищи мальчики мальчишки".split())
# «…, пойду за шампанским», «…, сбегаю за пивом»: the first person going for something
_GO_FOR = frozenset("пойду схожу сбегаю сгоняю побегу поеду иду бегу отойду".split())
# «свое сказал» with «я» left out: his own say, unless another is its subject
# («сказал все что хотел», «все сказал»: the same, with «я» left out: tuning74)
_BARE_SAID = frozenset({"свое сказал", "свое сказала", "сказал свое", "сказала свое",
                        "сказал все что хотел", "сказала все что хотела", "все сказал",
                        "все сказала",
                        # «сказала и все», «отговорила свое» (tuning90): the same, «пятый сказал
                        # и точка», «он свое отговорил» another's
                        "сказал и все", "сказала и все", "сказал и точка", "сказала и точка",
                        "свое отговорил", "свое отговорила", "отговорил свое", "отговорила свое"})


_ALL_OF_THEM = frozenset({"все"})


# «я закончил, можно есть?», «…, можно идти»: leave asked to do something after the formula,
# «можно» and an infinitive closing the utterance (tuning75)
# «я закончил, можете пинать»: leave given to the table, «можете» (tuning107)
_MAY = frozenset({"можно", "можете"})
_INFINITIVE_ENDS = ("ть", "ти", "чь", "ться", "тись")
# «вот и сказке конец, а кто слушал — молодец»: the fairy tale's closing saying, its second half
# after it (tuning75)
_TALE_ENDS = ("сказке конец", "сказочке конец", "и сказке конец", "и сказочке конец")
_TALE_TAILS = ("а кто слушал молодец", "а кто слушал тот молодец", "кто слушал молодец",
               "а кто слушал молодцы")
# «я кончила говорить», «я закончил выступать»: done speaking, the verb of finishing and the
# infinitive of speech (the colloquial «кончил» as «закончил»; tuning75)
_FINISHED = frozenset({"закончил", "закончила", "кончил", "кончила", "я закончил", "я закончила"})
_SPEAKING = frozenset({"говорить", "выступать", "болтать", "рассказывать"})


def _spares_them(toks: list[Token], k: int) -> int | None:
    """Where a clause «(больше) не мучаю вас», «не буду вас больше задерживать» closing the
    utterance at ``k`` starts: «не», a verb of keeping the table, and only «больше», «вас»,
    «буду», «уже», «дальше» with them; or ``None``."""
    j = k
    while j >= 0 and toks[j].kind == "word" and toks[j].word in _SPARE_WORDS | _KEEP_THEM:
        j -= 1
    said = {t.word for t in toks[j + 1:k + 1]}
    if "не" in said and said & _KEEP_THEM and said & _YOU_ALL:
        return j + 1
    return None


def _tale_told(toks: list[Token]) -> bool:
    said = " ".join(t.word for t in toks)
    for tail in _TALE_TAILS:
        if said.endswith(" " + tail):
            said = said[:-len(tail) - 1]
            break
    return said.endswith(_TALE_ENDS) and not any(t.kind in ("num", "verb") for t in toks)


def _done_speaking(toks: list[Token], lex: Lexicon) -> bool:
    """Does the utterance close with «(я) (за)кончил(а) говорить», the speaker's own («я» in
    the formula, right before it, or nothing before it), with no negation?"""
    n = len(toks)
    if n < 2 or toks[-1].word not in _SPEAKING or toks[-2].word not in _FINISHED:
        return False
    return (toks[-2].word.startswith("я ") or n == 2 or toks[-3].word in _I) and not (
        n >= 3 and toks[-3].word in lex.negations)


# «все» after these is «all of them», «everything», or stresses the clause: «…приходите все»,
# «…как и все», «у меня еще не все», «…на все», «…и все», «подозрительные все»
_ALL_OF = frozenset("они мы вы их нас вас это тут там здесь меня тебя и как еще почти "
                    "практически совсем абсолютно "
                    # «семерка с фланга — это наше все»: «все» a noun, his everything (tuning92)
                    "наше мое твое ваше".split())
_PLURAL_ENDS = ("ые", "ие", "ых", "их")
_BARE_ALL = frozenset({"все", "ну", "вот", "да"})


def _all_closes(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Does the closing «все» after the talk up to ``k`` close the speech («кто черный, не
    знаю, все»)? Not after a negation, «и», «как», «почти», a preposition, a pronoun, a verb
    (but his own negated: «не знаю, все») or a plural adjective (then it is «all of them»,
    «everything», or stresses the clause: «я знаю все»), nor in English."""
    if toks[-1].word != "все" or not all(t.word in _BARE_ALL for t in toks[k + 1:]):
        return False   # (not «…за десятого и все»: «и все» stresses the clause)
    prev = toks[k]
    w = prev.word
    if lex.lang != "ru" or prev.kind != "word" or " " in w:
        return prev.kind == "num" and lex.lang == "ru" and not any(
            t.kind == "verb" for t in toks)   # «двадцать первый красный, все»
    if (k >= 2 and toks[k - 1].word in lex.prepositions and (
            toks[k - 2].kind == "verb" or forms.is_predicate(toks[k - 2].word))):
        return False   # «я ставлю на карту все», «отдала за нее все»: «все» the verb's object
        # after where or for what (tuning84)
    return not (w in _ALL_OF or w in lex.negations or w in lex.prepositions
                or w.endswith(_PLURAL_ENDS) or _state_of_all(toks, k)
                or (forms.is_predicate(w) and not (
                    forms.is_first_person(w) and k > 0 and toks[k - 1].word in lex.negations)))


# «спасибо, девочки, вы все чудесные», «благодарю вас, это была чудесная игра», «спасибо
# огромное, было очень интересно»: a compliment to the table or the evening after the thanks
# (tuning84): «вы», «это», «было» opening it, then only these words, a quality or a word of
# praise closing it; after a thanks only (not «у меня все было плохо»: how it went)
# («спасибо всем, вы были прекрасны», «всем спасибо, вы лучший зал»: the plural «были», «лучший»
# and the audience praised from the stage, tuning105)
_COMPLIMENT_OPENS = frozenset({"вы", "это", "было", "была", "был", "были"})
_COMPLIMENT_GAP = frozenset("все очень такие такая так просто самые самая же было была был были "
                            "это сегодня как всегда лучший лучшая лучшие".split())
_PRAISED = frozenset("игра вечер вечерок компания собеседницы собеседники собеседник собеседница "
                     "молодцы молодец умницы умница прелесть интересно приятно здорово весело "
                     "замечательно чудесно прекрасно зал публика слушатели".split())
_THANKS_WORDS = frozenset({"спасибо", "спасибочки", "спасиба", "благодарю", "мерси"})
_NOT_PRAISE = frozenset("черные черный черная красные красный красная мирные мирный мирная "
                        "подозрительные подозрительный подозрительная".split())


def _compliment_start(toks: list[Token], lex: Lexicon) -> int | None:
    """Where a compliment closing the utterance starts (see above), or ``None``."""
    n = len(toks)
    last = toks[-1].word if toks else ""
    if lex.lang != "ru" or n < 3 or last in _NOT_PRAISE or not (
            last in _PRAISED or forms.is_quality(last)):
        return None
    for c in range(n - 2, max(0, n - 7), -1):
        t = toks[c]
        if t.kind != "word" or " " in t.word or t.word in lex.negations:
            return None
        if t.word in _COMPLIMENT_OPENS:
            while c > 0 and toks[c - 1].word in _COMPLIMENT_OPENS:
                c -= 1   # «вы были…», «это было…»: the subject before its verb (tuning105)
            if any(w in _THANKS_WORDS for u in toks[:c] for w in u.word.split()) and all(u.kind == "word" and (u.word in _COMPLIMENT_GAP or u.word in _PRAISED
                                         or forms.is_quality(u.word) or forms.is_noun(u.word))
                   and u.word not in _NOT_PRAISE for u in toks[c + 1:]):
                return c
            return None
    return None
# «пас, чат, не ругайтесь», «я закончил, ставьте лайки», «закончил, чат, пишите в комментах»,
# «ну пас, пусть говорят другие», «все, спасибо, чат, пока молчу»: a streamer's words to his
# audience after the formula, a bidding with what it bids (a thing, a place, no seat), «пусть»
# and a verb of the others, or his silence for now (tuning86)
_LET = frozenset({"пусть", "пускай"})
_WINNERS = frozenset("город мирные красные мафия черные добро справедливость".split())
_BID_WORDS = 4


def _bid_after(toks: list[Token], lex: Lexicon) -> int:
    """Where a bidding remark after the end formula starts (see above), or 0."""
    n = len(toks)
    for c in range(max(1, n - _BID_WORDS), n):
        w = toks[c].word
        if toks[c].kind == "verb" and toks[c].mood == "act" and not forms.is_bidding(w):
            return 0
        if any(t.kind == "num" for t in toks[c:]):
            return 0
        if forms.is_bidding(w) and " " not in w:
            return c - 1 if toks[c - 1].word in lex.negations and c > 1 else c
        if w in _LET and c + 1 < n and forms.is_predicate(toks[c + 1].word):
            return c
        if w in _LET and c + 2 == n - 1 and toks[c + 1].word in _WINNERS and (
                forms.is_predicate(toks[c + 2].word)):
            return c   # «у меня все, и пусть город победит»: the side's win wished (tuning107)
        if w in _FOR_NOW and c == n - 2 and toks[-1].word in _SILENT:
            return c - 1 if toks[c - 1].word in _I and c > 1 else c
    return 0


def _remark_start(toks: list[Token], lex: Lexicon) -> int:
    """Where a remark after the end formula starts («спасибо, как говорится на презентациях»,
    «у меня все, я пока послушаю», «спасибо, удачи мирным»; see above), or ``len(toks)``."""
    n = len(toks)
    praise = _compliment_start(toks, lex)
    if praise is not None:
        return praise
    if n >= 2 and toks[-1].word in _LUCK_TO and toks[-2].word in _LUCK:
        return n - 1
    if n >= 3 and toks[-1].word in _LUCK and toks[-2].word in _LUCK_TO:
        return n - 2   # «я закончил, мирным удачи»: the wish, whom it is for first (tuning89)
    for c in range(n - 2, max(0, n - 6), -1):
        if toks[c].word in _LEAVING and toks[c + 1].word in _OUT_OF and all(
                t.kind == "word" and t.word not in lex.negations for t in toks[c - 1:]):
            # «у меня на этом все, выхожу из чата (лол)»: he leaves, after the formula (tuning89)
            return c - 1 if toks[c - 1].word in _I and c > 1 else c
    if n >= 3 and toks[-1].word in _MUST_GO:
        c = next((x for x in range(n - 2, max(0, n - 5), -1) if toks[x].word in _TO_ME), 0)
        if c and all(t.kind == "word" and t.word not in lex.negations for t in toks[c:]):
            return c   # «пас, мне на заказ ехать»: where he must go
    if n >= 3 and (toks[-2].word, toks[-1].word) in _TIME_UP:
        return n - 2
    if (n >= 3 and toks[-2].word in _MAY and toks[-1].kind == "word" and " " not in toks[-1].word
            and toks[-1].word.endswith(_INFINITIVE_ENDS)):
        return n - 2   # «я закончил, можно есть»: leave asked after the formula
    if (n >= 2 and toks[-1].kind == "num" and toks[-1].word.split()[-1].endswith(_NAMED)
            and any(_whole_speech(t.word) for t in toks[:-1])):
        # «у меня все, спасибо, двадцать пятый»: the next seat called by name after his own
        # formula (not «спасибо, седьмой» alone: the host's thanks to the seat)
        return n - 1
    if n >= 3 and toks[-2].word in _I and toks[-1].word in _MY_SIDE:
        return n - 2   # «спасибо, у меня все, я мирный»: his side claimed as he closes
    if n >= 2 and toks[-1].word in _TIME and (not toks[-2].word.endswith("все") or (
            n >= 3 and toks[-2].word == toks[-3].word == "все")):
        return n - 1   # «спасибо, время», «все, все, время» (not «все время»: all the time)
    if n >= 3 and toks[-2].word == "за" and toks[-1].kind == "word" and (
            forms.is_errand(toks[-1].word)):
        if toks[-3].word in _I:
            return n - 3   # «пас, ребят, я за пивом»: where he goes after the formula
        if toks[-3].word in _GO_FOR:
            # «у меня все, ребята, (я) пойду за шампанским»: his verb of going for it (tuning73)
            return n - 4 if n >= 4 and toks[-4].word in _I else n - 3
    if (n >= 2 and toks[-1].kind == "word" and toks[-2].word not in lex.negations
            and forms.is_bidding(toks[-1].word)):
        return n - 1   # «все, я сказал, наливайте»: what he bids the table do after it
    c = _bid_after(toks, lex)
    if c:
        return c
    k = n - 1
    while k >= 0 and toks[k].word in _LISTEN_GAP:
        k -= 1
    if k >= 0 and toks[k].word in _LISTEN:
        while k > 0 and toks[k - 1].word in _LISTEN_GAP:
            k -= 1
        return k
    for c in range(n - 2, max(0, n - 6), -1):
        if toks[c].word in _COMPARED:
            if all(t.kind == "word" and t.word not in lex.negations and t.word not in lex.subjects
                   and t.word not in lex.addressed for t in toks[c + 1:]):
                return c
            break
    return n


# the formal closings of a speech in full sentences (tuning78): the bow («засим откланиваюсь»),
# leave asked to close («позвольте на этом завершить свое выступление», «…поставить точку»),
# not holding the table longer («больше не смею занимать ваше время»), the floor or the time
# left handed on («передаю эстафету двенадцатому», «оставшиеся секунды дарю следующему
# оратору»), all said that he thought needed («я сказал все, что считал нужным»). The matcher
# reads them without the grammar: it cannot write their words, the free model can.
_BOW = frozenset({"откланиваюсь", "откланяюсь", "раскланиваюсь", "раскланяюсь"})
_BOW_TO = frozenset({"откланяться", "раскланяться", "откланиваться"})
_LEAVE_ASKED = frozenset({"позвольте", "разрешите", "позволь", "разреши"})
_ME_TO = frozenset({"мне", "я"})
_TO_SIT = frozenset({"сесть", "присесть"})
_TO_CLOSE = frozenset({"завершить", "закончить", "окончить", "закруглиться", "откланяться",
                       "раскланяться", "поставить", "завершать", "заканчивать",
                       # «разрешите сесть»: the soldier's leave to sit down after his say
                       # (tuning97)
                       "сесть", "присесть"})
_CLOSED_WHAT = frozenset("свое свою мое мою выступление речь доклад слово монолог точку на этом сем "
                         "и же".split())
_AT_THIS_POINT = frozenset("на этом сем засим тем самым же я мне и".split())
_DARE_NOT = frozenset({"смею", "буду", "стану", "посмею"})
_HOLD = frozenset({"занимать", "задерживать", "отнимать", "утомлять", "злоупотреблять",
                   "испытывать", "отвлекать", "мучить", "томить"})
_HELD_WHAT = frozenset("ваше ваше твое время вас вашим вниманием терпением внимание терпение "
                       "больше дольше далее уважаемых коллег стол".split())
_HAND_ON = frozenset({"передаю", "дарю", "отдаю", "уступаю", "жертвую", "дарую"})
_HANDED = frozenset("эстафету эстафетную палочку микрофон оставшиеся оставшееся секунды время "
                    "минуты остаток времени свои свое мои мое "
                    # «уступаю сцену следующему актеру»: the stage handed on (tuning91)
                    "сцену".split())
_HANDED_ALONE = frozenset("эстафету палочку микрофон оставшиеся оставшееся остаток сцену".split())
_TO_WHOM = frozenset("следующему оратору выступающему коллеге соседу игроку номер "
                     "уважаемому дальше актеру актрисе артисту следующей".split())
_THOUGHT_NEEDED = frozenset({"считал", "считала", "полагал", "полагала"})
_HIS_SAY = frozenset({"свое", "все"})


def _formal_close(toks: list[Token], lex: Lexicon) -> bool:
    """Does the utterance close with one of the formal closings above, no «не» and no one else
    its subject before it (not «пятый откланивается», «я не откланиваюсь»)?"""
    ws: list[tuple[str, str]] = [(w, t.kind) for t in toks for w in t.word.split()]
    to_whom = False   # («уступаю время следующему»: «следующему» a closing word too: tuning92)
    while ws and (ws[-1][0] in lex.fillers or ws[-1][0] in lex.closing):
        to_whom = to_whom or ws[-1][0] in _TO_WHOM
        ws.pop()
    if not ws:
        return False
    words = [w for w, _ in ws]
    n = len(words)

    def clear(start: int) -> bool:   # nothing before the closing negates it or says it is another's
        before = ws[max(0, start - 2):start]
        # (a verb of speech before it quotes the closing, unless it is his own say done: «я
        # свое слово сказал, передаю эстафету…»)
        own_say = any(w in _HIS_SAY for w, _ in ws[max(0, start - 4):start])
        return not any(w in lex.negations or (w in lex.speech and not own_say) or w in lex.subjects
                       or (k == "num" and w.endswith(("ый", "ой", "ий", "ая")))
                       for w, k in before)

    if words[-1] in _BOW:
        return clear(n - 1)   # «засим откланиваюсь»
    # «позвольте (на этом) завершить свое выступление», «на этом разрешите откланяться»
    k = n - 1
    while k > 0 and words[k] in _CLOSED_WHAT:
        k -= 1
    if words[k] in _TO_CLOSE and (words[k] != "поставить" or words[k + 1:k + 2] == ["точку"]):
        x = k - 1
        while x >= 0 and words[x] in _AT_THIS_POINT:
            x -= 1
        if (x == 0 and k == n - 1 and words[x] in _LEAVE_ASKED and words[k] not in _TO_SIT
                and all(w in _ME_TO for w in words[1:k])):
            return False   # «позвольте (мне) закончить» alone: let me finish, interrupted
        if x >= 0 and words[x] in _LEAVE_ASKED:
            return clear(x)
    # «больше не смею занимать ваше время», «не буду вас больше задерживать»
    k = n - 1
    while k > 0 and words[k] in _HELD_WHAT:
        k -= 1
    if words[k] in _HOLD and k < n - 1 or words[k] in _HOLD and words[k] == "задерживать":
        x = k - 1
        while x >= 0 and words[x] in _HELD_WHAT:
            x -= 1
        if x >= 1 and words[x] in _DARE_NOT and words[x - 1] in lex.negations:
            return not any(w in lex.speech or w in lex.subjects for w in words[max(0, x - 3):x - 1])
    # «передаю эстафету двенадцатому», «оставшиеся секунды дарю следующему оратору»
    k = n - 1
    while k > 0 and (words[k] in _TO_WHOM or (ws[k][1] == "num" and words[k].endswith(
            ("ому", "ему", "ой")))):
        k -= 1
    x = k
    while x > 0 and words[x] in _HANDED:
        x -= 1
    if words[x] in _HAND_ON:
        start = x
        if x == k:   # (the thing handed before the verb: «оставшиеся секунды дарю…»)
            while start > 0 and words[start - 1] in _HANDED:
                start -= 1
        handed = words[start:x] + words[x + 1:k + 1]
        # (with no one to hand it to, only the baton or the time left: not «отдаю время»)
        if handed and (k < n - 1 or to_whom or any(w in _HANDED_ALONE for w in handed)):
            return clear(start)
    # «я сказал все, что считал нужным (сказать)»
    if words[-1] == "сказать":
        words, n = words[:-1], n - 1
    if (n >= 4 and words[-1] == "нужным" and words[-2] in _THOUGHT_NEEDED and words[-3] == "что"
            and words[-4] in ("все", "всё")):
        said = n - 5
        return said >= 0 and words[said] in _SAID_IT and clear(said) and not (
            said > 0 and ws[said - 1][1] == "num")
    return False


# the theatre's closings (tuning91): the stage word said as the speech's end, alone or after
# the formula («финал», «поклон», «финита ля комедия», «занавес опускается», «у меня все,
# аплодисменты», «…, ухожу за кулисы»; «curtain»), his piece said to be done («на этом мой
# монолог окончен», «моя роль на сегодня сыграна», «я закончил свой монолог», «реплик больше
# нет»; «that's my monologue done»). Read by the matcher only: the grammar cannot write them,
# the free model can. Not another's piece («его монолог окончен», «роль десятого сыграна»), nor
# a negated or future one («мой монолог еще не окончен»: no word but these may stand in it).
_STAGE_CLOSES = tuple(sorted((("финал",), ("поклон",), ("конец",), ("финита", "ля", "комедия"),
                 ("аплодисменты",), ("овации",), ("поклон", "публике"), ("поклон", "залу"),
                 ("занавес", "опускается"), ("занавес", "опустился"), ("занавес", "закрывается"),
                 ("ухожу", "за", "кулисы"), ("ухожу", "со", "сцены"), ("покидаю", "сцену"),
                 ("сцена", "ваша"), ("сцена", "твоя"),
                 ("curtain",), ("curtains",), ("take", "a", "bow"), ("bow",), ("applause",),
                 # the football fan's (tuning92): the whistle, the match or the half over
                 # («финальный свисток», «свисток судьи, конец игры», «матч окончен», «конец
                 # второго тайма», «гейм овер, мужики»; «final whistle», «full time»)
                 ("финальный", "свисток"), ("свисток", "судьи"), ("финальный", "свисток", "судьи"),
                 ("матч", "окончен"), ("матч", "закончен"), ("игра", "окончена"),
                 ("игра", "закончена"), ("конец", "игры"), ("конец", "матча"), ("конец", "тайма"),
                 ("конец", "первого", "тайма"), ("конец", "второго", "тайма"),
                 ("гейм", "овер"), ("game", "over"), ("final", "whistle"), ("full", "time")),
                            key=len, reverse=True))   # (the longest tried first)
_STAGE_I = frozenset({"я", "i", "и", "and", "на", "этом", "вот", "that's", "thats", "is"})
_STAGE_MY = frozenset({"мой", "моя", "мое", "свой", "свою", "мою", "my"})
_STAGE_PIECES = frozenset("монолог выход роль партия партию выступление спектакль бенефис "
                          "monologue performance part scene act "
                          # «на этом мой тайм закончен»: the football fan's half (tuning92)
                          "тайм матч".split())
_STAGE_DONE = frozenset("окончен окончена окончено закончен закончена закончено завершен "
                        "завершена сыгран сыграна сыграно исполнен исполнена отыгран отыграна "
                        "done over finished ended".split())
_STAGE_FINISHED = frozenset("допел допела закончил закончила завершил завершила окончил окончила отыграл "
                            "отыграла доиграл доиграла сыграл сыграла finished ended".split())
# (between the piece and its participle: «на сегодня», «is»)
_STAGE_TODAY = frozenset({"на", "сегодня", "today", "for", "is"})
_LINES = frozenset({"реплик", "реплики", "lines"})
_NO_MORE = (("больше", "нет"), ("нет", "больше"), ("закончились",), ("кончились",),
            ("no", "more"))


def _piece_done(ws: list[str]) -> bool:
    """Is ``ws`` his piece said to be done (see above)?"""
    k = 0
    while k < len(ws) and ws[k] in _STAGE_I:
        k += 1
    rest = ws[k:]
    if rest and rest[0] in _STAGE_FINISHED:   # «я закончил свой монолог»
        body = rest[1:]
        return len(body) in (1, 2) and body[-1] in _STAGE_PIECES and all(
            w in _STAGE_MY for w in body[:-1])
    if len(rest) in (2, 3) and rest[-1] in _STAGE_FINISHED and (
            sum(w in _STAGE_PIECES for w in rest) == 1) and all(
            w in _STAGE_MY or w in _STAGE_PIECES for w in rest[:-1]):
        return True   # «партию свою допел»: the piece before the verb (tuning97)
    if rest and rest[0] in _STAGE_MY:   # «(на этом) мой монолог (на сегодня) окончен»
        body = rest[1:]
        while len(body) > 2 and body[1] in _STAGE_TODAY:
            body = body[:1] + body[2:]
        return len(body) == 2 and body[0] in _STAGE_PIECES and body[1] in _STAGE_DONE
    if rest and rest[0] in _LINES:   # «реплик больше нет», «больше нет реплик»
        return tuple(rest[1:]) in _NO_MORE
    return len(rest) >= 2 and rest[-1] in _LINES and tuple(rest[:-1]) in _NO_MORE


def _nobody_declined(toks: list[Token], lex: Lexicon) -> bool:
    """Does ``toks`` close with the act declined for everyone, «(я) никого не выставляю» («я не
    выставлять никого»: a second-language speaker's infinitive), with closing words, the whole
    of it or after talk with «я» opening it («хорошо, я понял, я никого не выставляю»)?"""
    x = len(toks)
    while x > 0 and (toks[x - 1].word in lex.nobody or toks[x - 1].word in lex.negations
                     or toks[x - 1].word in lex.closing or toks[x - 1].word in lex.fillers
                     or (toks[x - 1].kind == "verb" and toks[x - 1].mood in ("act", "infinitive"))):
        x -= 1
    clause = toks[x:]
    return (any(t.word in lex.nobody for t in clause) and any(t.word in lex.negations for t in clause)
            and any(t.kind == "verb" for t in clause) and (x == 0 or toks[x].word in _I))


def _stage_close(toks: list[Token], lex: Lexicon) -> bool:
    """Does the utterance close with a theatre closing (see above): only stage words and closing
    words, his piece said to be done, or the end formula before the stage words?"""
    if _piece_done([w for t in toks for w in t.word.split()]):
        return True   # («my performance is over»: «over» a closing word too)
    c, stripped = len(toks), False
    before_stage = c
    while c > 0:
        if toks[c - 1].word in lex.fillers or toks[c - 1].word in lex.closing:
            c -= 1
            continue
        ws = [w for t in toks[max(0, c - 3):c] for w in t.word.split()]
        tail = next((e for e in _STAGE_CLOSES if tuple(ws[-len(e):]) == e), None)
        if tail is None:
            break
        n = 0   # (the tokens the tail's words take)
        while len([w for t in toks[c - n:c] for w in t.word.split()]) < len(tail):
            n += 1
        c, stripped = c - n, True
        before_stage = c
    ws = [w for t in toks[:c] for w in t.word.split()]
    if stripped and _nobody_declined(toks[:before_stage], lex):
        return True   # «никого не выставляю, конец»: no act, then the end (tuning107)
    if any(w in lex.negations for w in ws):
        return False
    if stripped and c == 0:
        return True
    if _piece_done(ws):
        return True
    return stripped and _ends(toks[:c], lex, whole=False)


# the closings of tuning97, read by the matcher only (the grammar cannot write them; the free
# model can). A verb of signing off in the first person — falling silent, leaving, sitting down,
# mooring, switching off, giving out — said alone or after «все» / «я» / «ну» / «так» / «на
# этом» («все, замолкаю», «все, я сдулся», «сажусь», «все, швартуюсь», «все, ливаю из речи»,
# «все, глушу мотор», «на этом якорь бросаю»), with only the words of its own frame after it; not
# negated, not another's (no seat, no one named: «пятый замолкает» is not first person anyway),
# not a future or a question («скоро ухожу», «можно я сяду?»: no lead word but these).
_SIGN_OFF = frozenset("замолкаю умолкаю затыкаюсь сдулся сдулась швартуюсь пришвартовался "
                      "пришвартовалась отчалил отчалила отчаливаю сажусь присаживаюсь ухожу "
                      "ливаю ливнул отключаюсь выключаюсь офлайн оффлайн выдохся выдохлась "
                      "иссякаю глушу бросаю".split())
# (what may stand after the verb: its object or where he goes: «глушу мотор», «ливаю из речи»,
# «якорь бросаю», «все, я офлайн»)
_SIGN_OFF_FRAME = frozenset("из речи мотор двигатель якорь на место в офлайн слово".split())
_SIGN_OFF_OBJECT = {"глушу": frozenset({"мотор", "двигатель"}), "бросаю": frozenset({"якорь"})}
_SIGN_OFF_LEAD = frozenset("все ну так я вот и на этом ладно ох что то короче как говорится "
                           "мы".split())
# a finishing verb with «на этом» («на этом мы сегодня закончим», «на этом закругляемся»): the
# speaker closing for the table with «we»; only «мы», «сегодня», «и», «пожалуй», «я» between
_WE_CLOSE = frozenset("закончим заканчиваем завершим завершаем закругляемся закруглимся "
                      "остановимся прервемся".split())
_WE_GAP = frozenset("мы сегодня и пожалуй я".split())
# «(так,) все, отвечать больше не буду»: his talk declined, a verb of speaking with «больше не
# буду» (not «не буду выставлять»: the act declined, the act's own rule)
_TALK = frozenset("говорить отвечать болтать спорить оправдываться объяснять рассказывать "
                  "распинаться".split())
# the time left declined with «отказываюсь» (as «время мне не нужно» below)
_REFUSE = "отказываюсь"
_TIME_REFUSED = frozenset("оставшегося остатка времени минуты минут секунд оставшихся".split())
# the closing sayings and signs (tuning97): the end of a film, of a move, of a song, a full stop,
# an amen, the interval, the last stop, the Moor who has done his work
_SAYINGS = (("конец", "хода"), ("конец", "фильма"), ("антракт",), ("аминь",), ("точка",),
            ("песня", "спета"), ("прения", "окончены"), ("митинг", "окончен"),
            ("сказал", "как", "отрезал"), ("без", "комментариев"), ("полный", "стоп"),
            ("мавр", "сделал", "свое", "дело", "мавр", "может", "уйти"),
            ("приехали", "конечная"), ("конечная",), ("все", "выходим"), ("сцена", "пуста"),
            # a farewell: «все, чао», «бывайте»
            ("чао",), ("бывайте",), ("адьос",), ("покеда",), ("всем", "пока"),
            # the floor handed on: «все, дальше по кругу», «слово дальше», «следующий, пожалуйста»
            ("дальше", "по", "кругу"), ("слово", "дальше"), ("следующий", "пожалуйста"),
            ("следующая", "пожалуйста"), ("передаю", "по", "кругу"),
            # all he thinks said: «(я) сказала все, что думаю», «сказал все, что думал»
            ("сказал", "все", "что", "думаю"), ("сказала", "все", "что", "думаю"),
            ("сказал", "все", "что", "думал"), ("сказала", "все", "что", "думала"),
            # nothing more to say, the words in another order: «сказать больше нечего»
            ("сказать", "больше", "нечего"), ("говорить", "больше", "нечего"),
            ("добавить", "больше", "нечего"), ("больше", "добавить", "нечего"),
            # «как говорится, все, что могли, сказали»: all said, with «we» or «I»
            ("все", "что", "могли", "сказали"), ("все", "что", "мог", "сказал"),
            ("все", "что", "могла", "сказала"),
            # «ладно, проехали»: let it go, the matter dropped
            ("проехали",))


def _signed_off(toks: list[Token], lex: Lexicon) -> bool:
    """Does the utterance close with a sign-off, a «we» close or a saying (see above)?"""
    if any(t.kind == "num" for t in toks):
        return False
    ws = [w for t in toks for w in t.word.split()]
    said = list(ws)
    while ws and (ws[-1] in lex.fillers or ws[-1] in lex.closing):
        ws.pop()
    declined = [w for w in ws if w not in ("больше", "не", "буду") or w in _TALK]
    if ("не буду" in " ".join(ws) and "больше" in ws and declined and declined[-1] in _TALK
            and ws[-1] in _TALK | {"буду"}):
        # «отвечать больше не буду», «больше не буду говорить»: no more talk of his
        return all(w in _SIGN_OFF_LEAD for w in declined[:-1])
    if not ws or any(w in lex.negations for w in ws):
        return False
    for saying in _SAYINGS:   # the saying closing it, after closing words only or a close
        n = len(saying)
        for heard in (ws, said):   # («слово дальше»: its last word a closing word too)
            if tuple(heard[-n:]) == saying:
                rest = heard[:-n]
                return all(w in lex.closing or w in lex.fillers or w in _SIGN_OFF_LEAD
                           for w in rest) or ends_speech(" ".join(rest), lex.lang)
    # the verb and its frame after it («глушу мотор», «ливаю из речи»), or the object before it
    k = len(ws) - 1
    while k > 0 and ws[k] in _SIGN_OFF_FRAME:
        k -= 1
    x = k
    if ws[k] not in _SIGN_OFF and k + 1 < len(ws) and ws[k + 1] in _SIGN_OFF:
        x = k + 1
    if ws[x] in _SIGN_OFF:
        after, before = ws[x + 1:], ws[:x]
        need = _SIGN_OFF_OBJECT.get(ws[x])
        if need is not None and not (set(after) & need or set(before[-1:]) & need):
            return False
        if need is not None and before[-1:] and before[-1] in need:
            before = before[:-1]
        if ws[x] in ("офлайн", "оффлайн") and not before:
            return False
        if not before:
            return True
        while before and before[-1] in ("я", "ну"):
            before = before[:-1]
        if tuple(before[-2:]) in {s[-2:] for s in _SAYINGS if len(s) > 1}:
            return True   # «сцена пуста, я ухожу»: a saying, then the sign-off
        return "все" in before[-2:] or "все" in before[:2] or "этом" in before and all(
            w in _SIGN_OFF_LEAD for w in before) and before[0] in _SIGN_OFF_LEAD and all(
            w in _SIGN_OFF_LEAD for w in before)
    if _REFUSE in ws:   # «от оставшегося времени отказываюсь», «отказываюсь от остатка времени»
        x = ws.index(_REFUSE)
        rest = ws[:x] + ws[x + 1:]
        return ("от" in rest and any(w in _TIME_REFUSED for w in rest) and all(
            w in _TIME_REFUSED or w in _SIGN_OFF_LEAD or w in ("от", "мое", "моего", "своего")
            for w in rest))
    if ws[-1] in _WE_CLOSE and len(ws) >= 3:
        x = len(ws) - 2
        while x >= 0 and ws[x] in _WE_GAP:
            x -= 1
        return x >= 1 and ws[x - 1:x + 1] == ["на", "этом"] and x == 1
    return False


# the tournament's closings (tuning87): the time left declined («время мне (больше) не нужно»,
# «мне оставшееся время не нужно»), his position stated («позицию озвучил», «свою позицию я
# обозначил»), enough said for the day («пожалуй хватит», «на сегодня достаточно»). Read by the
# matcher only, as the formal closings above.
_TIME_LEFT = frozenset("время времени остаток оставшееся оставшиеся секунды минута минуты".split())
_TIME_GAP = frozenset("мне больше уже и мое моя мои оставшееся оставшиеся остаток времени".split())
_NEEDED = frozenset({"нужно", "нужна", "нужны", "нужен", "надо", "требуется"})
_OTHERS_TO = frozenset("ему ей им тебе вам нам".split())
_STATED = frozenset("озвучил озвучила обозначил обозначила изложил изложила высказал высказала "
                    "огласил огласила".split())
_POSITION = frozenset({"позицию", "мнение"})
_POSITION_GAP = frozenset("я свою свое мою мое уже и".split())
_ENOUGH = frozenset({"хватит", "достаточно", "довольно"})
_ENOUGH_LEAD = frozenset("пожалуй на сегодня этом сем думаю полагаю считаю я ну все вот".split())
_ENOUGH_MARK = frozenset("пожалуй сегодня этом сем думаю полагаю считаю".split())


def _stated_close(toks: list[Token], lex: Lexicon) -> bool:
    """Does the utterance close with one of the tournament's closings above, no «не» before it
    and no one else its subject or the one it is said of («пятому время не нужно», «он позицию
    озвучил»); «хватит», «достаточно» only as the whole utterance with a word of his own settling
    it (not «мне хватит», «этого достаточно»: the ballot enough, tuning54)?"""
    ws: list[tuple[str, str]] = [(w, t.kind) for t in toks for w in t.word.split()]
    while ws and ws[-1][0] not in _ENOUGH and (ws[-1][0] in lex.fillers or ws[-1][0] in lex.closing):
        ws.pop()
    if not ws:
        return False
    words = [w for w, _ in ws]
    n = len(words)

    def clear(start: int) -> bool:
        return not any(w in lex.negations or w in lex.subjects or w in lex.speech or w in _OTHERS_TO
                       or k == "num" for w, k in ws[max(0, start - 2):start])

    if words[-1] in _ENOUGH:
        lead = words[:-1]
        return (all(w in _ENOUGH_LEAD or w in lex.fillers for w in lead)
                and any(w in _ENOUGH_MARK for w in lead))
    # «время мне не нужно», «мне больше не нужно время»
    tail = 1 if n >= 3 and words[-1] in _TIME_LEFT and words[-2] in _NEEDED else 0
    if n - tail >= 3 and words[n - 1 - tail] in _NEEDED and words[n - 2 - tail] in lex.negations:
        x = n - 3 - tail
        while x >= 0 and (words[x] in _TIME_GAP or words[x] in _TIME_LEFT) and x > n - 8:
            x -= 1
        if tail or any(w in _TIME_LEFT for w in words[x + 1:n - 2 - tail]):
            return clear(x + 1)
        return False
    # «позицию (свою) (я) озвучил», «я озвучил свою позицию»
    for last, other in ((_STATED, _POSITION), (_POSITION, _STATED)):
        if words[-1] in last:
            x = _skip_back(words, n - 2, _POSITION_GAP)
            if x >= 0 and words[x] in other:
                return clear(_skip_back(words, x - 1, _POSITION_GAP) + 1)
            return False
    return False


def _skip_back(words: list[str], x: int, gap: frozenset[str]) -> int:
    """The last index at or before ``x`` whose word is not in ``gap`` (-1 if none)."""
    while x >= 0 and words[x] in gap:
        x -= 1
    return x


# «…, короче все», «…, ну ладно все», «все все все»: «все» closing the utterance after a settling
# word or said again is «that is all»; so after a word it cannot belong to («норм все», «ничего
# нового все», «доказать не могу все»: see ``forms.leaves_all_alone``)
_SETTLING_ALL = frozenset({"короче", "ладно", "в общем", "итак", "ну", "вот", "все"})
# «проверили почти все», «вообще все»: a quantity of everyone, not the close
_HOW_MANY = frozenset({"почти", "практически", "вообще", "абсолютно", "буквально", "совсем",
                       "еще", "далеко"})


_DEGREE = frozenset("очень слишком совсем довольно так уж больно".split())


def _state_of_all(toks: list[Token], k: int) -> bool:
    """Is the word at ``k``, right before a closing «все», an adverb with its degree before it
    («…как то мутно все», «очень странно все»)? Then «все» is the subject of a state, all of it
    murky (tuning86), no close (not «ладно, все»)."""
    return k >= 1 and (toks[k - 1].word in _DEGREE or (
        k >= 2 and (toks[k - 2].word, toks[k - 1].word) == ("как", "то"))) and (
        toks[k].kind == "word" and forms.is_adverb(toks[k].word))


# «…, ну ладно, значит все»: «значит» (so then) after a settling word; «…или уже все?»: the
# alternative of a question, is it over (tuning107)
_SO_THEN = frozenset({"значит"})
_OR = frozenset({"или", "либо"})


def _asked_if_over(toks: list[Token]) -> bool:
    """Does the utterance close with «или (уже) все»: the alternative of a question («есть еще
    время или уже все?»), no close said?"""
    return len(toks) >= 2 and toks[-1].word == "все" and (toks[-2].word in _OR or (
        len(toks) >= 3 and toks[-2].word in _ALREADY and toks[-3].word in _OR))


def _all_said(toks: list[Token], lex: Lexicon) -> bool:
    """Does a lone «все» close the utterance as «that is all» (see above)?"""
    if len(toks) < 2 or toks[-1].word not in lex.done or toks[-2].kind != "word":
        return False
    before = toks[-2].word
    if _asked_if_over(toks):
        return False
    if before in _SETTLING_ALL:
        return True
    if before in _SO_THEN and len(toks) >= 3 and toks[-3].word in _SETTLING_ALL:
        return True
    if " " in before or before in _HOW_MANY or before in lex.negations or (
            before in lex.prepositions or before in lex.conjunctions or before in lex.addressed
            or before in lex.subjects):
        return False
    if _state_of_all(toks, len(toks) - 2):
        return False
    return forms.leaves_all_alone(before)


def _declined_then_all(toks: list[Token], lex: Lexicon) -> bool:
    """Does the utterance close with his act declined, then «все» («…это я так предлагаю, сама
    не выставляю, все»): no act, and that is all (tuning107)? Not «не выставляю и все» (it
    stresses the clause), nor a seat right before the «не» («пятого не выставляю, все» is the
    trailing closing rule's)."""
    return (lex.lang == "ru" and len(toks) >= 4 and toks[-1].word in lex.done
            and toks[-2].kind == "verb" and toks[-2].mood == "act"
            and toks[-3].word in lex.negations and toks[-4].kind == "word"
            and toks[-4].word in _SELF_STRESS)


_SELF_STRESS = frozenset("сам сама сами я".split())


def _host_calls_next(toks: list[Token]) -> bool:
    """Is the utterance the bare thanks and the next speaker called, «спасибо, следующий»
    («благодарю, следующий, пожалуйста»): the host's words closing a speech, heard by the box
    (tuning57)? Not «все, спасибо, следующий», «у меня все, следующий»: the speaker's own close
    said first."""
    words = [t.word for t in toks if t.word not in _HOST_FILLERS]
    return len(words) == 2 and words[0] in _BARE_THANKS and words[1] in _NEXT


def _ends(toks: list[Token], lex: Lexicon, whole: bool = True) -> bool:
    if _host_calls_next(toks) or _asked_if_over(toks):
        return False
    if _tale_told(toks) or _done_speaking(toks, lex) or _stage_close(toks, lex) or (
            lex.lang == "ru" and _signed_off(toks, lex)) or (
            lex.lang == "ru" and (_formal_close(toks, lex) or _stated_close(toks, lex))):
        return True
    c = _remark_start(toks, lex)
    if 0 < c < len(toks) and toks[c - 1].word == "все" and toks[c].kind == "word" and (
            toks[c].word.endswith(_THEY_DID)) and all(
            t.word in lex.fillers or t.word in _SETTLING_ALL for t in toks[:c - 1]):
        c = 0   # «все пришли, все сели»: «все» the subject of a plural past, no close (tuning97);
        # «ну вот все пришли…»: with the settling words before it (tuning104)
    if 0 < c < len(toks) and _ends(toks[:c], lex, whole=False):
        return True
    if _all_said(toks, lex) or _declined_then_all(toks, lex):
        return True
    k = len(toks) - 1
    if k >= 1 and toks[k].word in _OPENING:
        return False
    if k >= 2 and _near_end_word(toks[k].word, lex) and (
            toks[k - 2].word.split()[-1], toks[k - 1].word) in _WHAT_IS:
        return False   # «а что значит пас?»: the word asked about, not said
    if k >= 2 and toks[k].word in _THATS_IT and toks[k - 1].word in _AND_EN and (
            toks[k - 2].kind in ("num", "verb")):
        return False   # «i won't nominate seven and that's it»: it stresses the clause (as «и все»)
    for when in _THIS_TIME:
        if k >= len(when) and tuple(t.word for t in toks[k + 1 - len(when):k + 1]) == when:
            k -= len(when)
            break
    if tuple(t.word for t in toks) in _I_SAID:
        return True   # «я сказал» alone: «I have spoken», the close said by itself (tuning80)
    spare = _spares_them(toks, k)
    if spare is not None and spare > 0 and (
            _near_end_word(toks[spare - 1].word, lex) or toks[spare - 1].word in lex.closing
            or toks[spare - 1].word in _ADDRESS):
        k = spare - 1   # «все, ахпер, больше не мучаю вас»: he keeps the table no longer
    for tail in _TAILS:
        if (k >= len(tail) and tuple(t.word for t in toks[k + 1 - len(tail):k + 1]) == tail
                and (_near_end_word(toks[k - len(tail)].word, lex)
                     or toks[k - len(tail)].word in lex.closing
                     or toks[k - len(tail)].word in _ADDRESS)):
            k -= len(tail)   # (right after the formula: not «все, что хотела, …, я сказала»)
            break
    # trailing «никого не выставляю», «все», fillers after the formula; «передаю слово
    # двадцатому»: whom he gives the floor
    while k >= 0 and (toks[k].word in lex.closing or toks[k].word in lex.fillers
                      or toks[k].word in _AFTERTHOUGHTS or toks[k].word in _NEXT
                      or toks[k].word in _PARTICLES
                      or toks[k].word in _TO_THE_NEXT
                      or toks[k].word in _OATHS or toks[k].word in _ADDRESS
                      # «у меня все, стоп»: the stop said after the formula, his own (tuning107)
                      or (toks[k].word in _HALT and k > 0 and _near_end_word(toks[k - 1].word, lex))
                      or (toks[k].word in _ADDRESS_AFTER and k > 0 and toks[k - 1].word != "все")
                      or toks[k].word in lex.negations or toks[k].word in lex.nobody
                      or (toks[k].kind == "verb" and toks[k].mood in ("act", "infinitive"))
                      # «у меня все, выставлять никого не буду»: the act declined after it
                      or (toks[k].word in lex.modals and k > 0
                          and toks[k - 1].word in lex.negations)
                      or (toks[k].kind == "num" and k > 0 and toks[k - 1].word in lex.floor)
                      # «слово пятому игроку»: the seat word after the seat given the floor
                      or (toks[k].word in _TO_PLAYER and k > 1 and toks[k - 1].kind == "num"
                          and toks[k - 2].word in lex.floor)
                      # «у меня все, слово четвертому»: the floor word of the seat just passed
                      or (toks[k].word in lex.floor and k + 1 < len(toks)
                          and toks[k + 1].kind == "num")
                      # «…, слово игроку (номер) три»: the floor given, the box's own words
                      or _floor_given(toks, k, lex) or _floor_passed(toks, k, lex)
                      or _goes_to_do(toks, k) or _came_to_state(toks, k, lex)):
        if _near_end_word(toks[k].word, lex):
            return True
        k -= 1
    if (whole and 0 <= k < len(toks) - 1 and toks[-1].word in lex.done
            and _all_closes(toks, k, lex)):
        return True   # «кто черный не знаю, все», «двадцать первый красный, все»: talk, then «все»
    if k < 0:   # only closing words: «ну все», «вот и все»
        if (len(toks) >= 3 and toks[-2].word in _AND and toks[-1].word in lex.done and (
                toks[-3].kind == "verb" or toks[-3].word in lex.nobody)):
            return False   # «не выставляю никого и все»: «и все» stresses the clause, no formula
        return any(t.word in lex.done for t in toks)
    # «спасибо, но я еще не закончил»: a negated formula does not end anything; «а потом
    # сказал спасибо»: someone else's
    if _said_all_wanted(toks, k):
        return True   # «все, что хотел сказать про четвертого, я сказал»
    if any(t.word in _FIRST for t in toks[max(0, k - 4):k]):
        # «первым делом хочу сказать спасибо ведущему»: he opens, not closes; «…, в третьих мне
        # пока нечего добавить»: a point of his list
        return False
    if toks[k].word in _FUTURE_ENDS and any(t.word in _AHEAD for t in toks[max(0, k - 4):k]):
        return False   # «через минуту закончу», «скоро заканчиваю»: he will end, not yet
    if toks[k].word in _WILL_END and _after_more(toks, k, lex):
        return False   # «одно слово, и я закончу»: something said first, then the end
    if not _thanks_or_pass(toks[k].word, lex) and not _whole_speech(toks[k].word) and any(
            t.word in _ABOUT for t in toks[max(0, k - 4):k]):
        return False   # «про третьего пока молчу»: silent about someone, no end formula
    if k == len(toks) - 1 and toks[k].word in _NOTHING_TO_ADD and any(
            toks[x].word in _ALREADY for x in range(max(0, k - 5), k)) and any(
            toks[x].kind == "num" for x in range(max(0, k - 6), k)):
        return False   # «второй уже выставлен, мне добавить нечего»: nothing to add to the ballot
    # (not «…, а больше мне сказать нечего»: «больше» right after «а», nothing more to say
    # after what he said; «однако мне больше сказать нечего» is still set against the others)
    more = toks[k].word.startswith("больше") and k > 0 and toks[k - 1].word == "а"
    if (toks[k].word in _SILENCE or "нечего" in toks[k].word) and not more and _contrasted(
            toks, k, lex):
        return False   # «все выставляют, а я молчу», «однако мне сказать нечего»: a contrast
    if (k >= 1 and toks[k].word in _ME and toks[k - 1].word == "у"
            and any(t.word in lex.done for t in toks[k + 1:])
            and not any(t.word in lex.negations for t in toks[k + 1:])):   # («…пока не все»)
        return True    # «у меня, э, все», «у меня пожалуй все»: the formula with a filler inside
    if toks[k].word in _NOTHING_TO_SAY and any(
            t.word in _WHOSE_NOTHING or t.word.endswith(("ому", "ему")) for t in toks[max(0, k - 3):k]):
        return False   # «кроме этого сказать нечего», «ему нечего сказать»: not his own close
    if k > 0 and toks[k].word in _SILENT and toks[k - 1].word in _FOR_NOW:
        return False   # «слушаю всех внимательно, пока молчу»: silent for now
    if k > 1 and toks[k].word in _SILENT and toks[k - 1].word in _AND and (
            toks[k - 2].word in _WATCHING):
        return False   # «я слушаю и молчу (пока)»: how he plays the round, not the close
    if k > 0 and toks[k].word in _BARE_SAID and (
            (toks[k - 1].word in lex.subjects and toks[k - 1].word not in _ALL_OF_THEM)
            or toks[k - 1].kind == "num"):
        # «он свое сказал», «пятый свое сказал»: another has had his say (not «ну все,
        # отговорила свое»: the plural «все» no subject of the singular verb, tuning90)
        return False
    if k > 0 and toks[k].word in _SPEECH_OVER and toks[k - 1].word in _YOURS:
        return False   # «ведущий сказал: стоп, время, ваша речь окончена»: his, not the speaker's
    if k > 0 and toks[k].word in lex.retractions and any(
            not (t.word in lex.closing or t.word in lex.fillers or t.word in lex.end_words)
            for t in toks[:k]):
        return False   # «выставляю пятого, отбой»: the act taken back, not the stand-down (tuning66)
    if _quoted_past_place(toks, k, lex):
        return False   # «…и сказал в последнем слове: спасибо всем»: his words quoted (tuning107)
    return k >= 0 and _near_end_word(toks[k].word, lex) and not (
        k > 0 and (toks[k - 1].word in lex.negations or (
            toks[k - 1].word in lex.speech and not _own_saying(toks, k - 1)
            and not _said_all_wanted(toks, k - 1) and not _own_said(toks, k)
            and not _own_words_undone(toks, k - 1, lex))))


def _own_words_undone(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Is the verb of speech at ``k`` in «отменяю все, что сказал», «забудьте, что я сказал»: his
    own words taken back right before his thanks, not someone else's «спасибо» (tuning102)?"""
    j = k - 1 - (k >= 1 and toks[k - 1].word in _I)
    return j >= 1 and toks[j].word in _WHAT and any(
        toks[x].word in lex.retractions for x in range(max(0, j - 2), j))


_SAID_PAST = frozenset({"сказал", "сказала", "сказали", "говорил", "говорила", "говорили"})


def _quoted_past_place(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Is the formula at ``k`` quoted after a past verb of speech and where it was said, a
    preposition opening it («…ушел и сказал в последнем слове спасибо»), the verb not the
    speaker's own «я сказал»?"""
    for j in range(max(0, k - 4), k - 1):
        if toks[j].word in _SAID_PAST and toks[j + 1].word in lex.prepositions:
            return not any(toks[x].word in _I for x in range(max(0, j - 2), j))
    return False


# «все, что хотел сказать (про шестого), я сказал (, пас)»: the formula «я сказал все, что
# хотел» in the other order, with what it was about inside (tuning55)
_SAID_IT = frozenset({"сказал", "сказала"})
_WANTED = frozenset({"хотел", "хотела"})
_WHAT = frozenset({"что"})


def _said_all_wanted(toks: list[Token], k: int) -> bool:
    """Is ``k`` the speaker's «я сказал» closing a clause opened by «(все) что хотел(а)»
    within ten words before it, with no verb of the act between?"""
    if k < 2 or toks[k].word not in _SAID_IT or toks[k - 1].word not in _I:
        return False
    for x in range(k - 2, max(-1, k - 12), -1):
        if toks[x].kind == "verb":
            return False
        words = toks[x].word.split()
        if (words[0] in _WANTED and x > 0 and toks[x - 1].word in _WHAT) or (
                len(words) > 1 and words[0] in _WHAT and words[1] in _WANTED):
            return True   # («что хотел сказать»: one token, a phrase of the lexicon)
    return False


# «…мысли про четвертого, спасибо», «…про седьмого, пас»: thanks or a pass close the speech
# whatever it was about (not «про третьего молчу»: silent about him)
_THANKS_OR_PASS = frozenset({"спасибо", "спасиба", "пас", "пасую", "я пас", "пасну", "я пасну",
                             "благодарю",
                             "всем спасибо", "thanks", "thank you", "pass"})


def _own_said(toks: list[Token], k: int) -> bool:
    """Is the whole-speech formula at ``k`` («у меня все») after the speaker's own «я (уже)
    сказал» right before it: what he said is done, and so is his speech («про шестого я уже
    сказал, у меня все», tuning57)? Not «он сказал: у меня все» (someone else's)."""
    return (_whole_speech(toks[k].word) and toks[k - 1].word in _SAID_IT
            and any(toks[x].word in _I for x in range(max(0, k - 3), k - 1)))


def _thanks_or_pass(word: str, lex: Lexicon) -> bool:
    return word in _THANKS_OR_PASS or word == lex.thanks


_PLAYER_WORDS = frozenset({"игроку", "игроку номер", "номер"})


def _floor_given(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Is the token at ``k`` a seat or «игроку», «номер» in «слово игроку (номер) N» closing the
    utterance (the floor given to the next seat, in the box's own words)?"""
    j = k
    if (toks[j].word in lex.floor and k + 1 < len(toks) and toks[k + 1].word in _PLAYER_WORDS
            and toks[-1].kind == "num"):
        return all(t.word in _PLAYER_WORDS for t in toks[k + 1:-1])
    if toks[j].kind == "num" and j == len(toks) - 1:
        j -= 1
    elif toks[j].word not in _PLAYER_WORDS or toks[-1].kind != "num":
        return False
    while j >= 0 and toks[j].word in _PLAYER_WORDS:
        j -= 1
    return 0 <= j < k and toks[j + 1].word in _PLAYER_WORDS and toks[j].word in lex.floor


# «…, шестнадцатый, твое слово»: the floor passed to the seat addressed
_YOUR = frozenset({"твое", "ваше", "тебе", "вам"})


def _floor_passed(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Is the token at ``k`` in «N, твое слово» («N, тебе слово») closing the utterance: the
    seat addressed in the nominative, then «твое» and the floor word (the floor passed on)?"""
    n = len(toks)
    return (n >= 3 and k >= n - 3 and toks[-1].word in lex.floor and toks[-2].word in _YOUR
            and toks[-3].kind == "num" and not toks[-3].word.endswith(("ого", "ему", "ому")))


def _whole_speech(word: str) -> bool:
    """Is the end formula ``word`` one that closes the whole speech, «у меня все», «вот и все»
    («у меня» first, or «и все» last), not what he keeps or has said about someone («про
    третьего молчу», «про пятого я сказал все»)? «…про четвертого и восьмого, у меня все» ends
    the speech as «спасибо» does."""
    return word.endswith(" и все") or word.startswith(("у меня", "у мня", "у мене"))


def _after_more(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Is the future «закончу» at ``k`` joined by «и» («и я») to something he says first, a
    clause with a word of its own before it («одно слово и закончу», «пару слов, и я
    закончу»; not «ну и закончу», «спасибо и закончу»: only closing words before)?"""
    j = k - 1
    if j >= 0 and toks[j].word in _ME_TOO:
        j -= 1
    if j < 1 or toks[j].word not in _AND:
        return False
    return any(not (t.word in lex.closing or t.word in lex.fillers or t.word in lex.end_words)
               for t in toks[:j])


def _contrasted(toks: list[Token], k: int, lex: Lexicon) -> bool:
    """Is the silence formula at ``k`` set against what came before by «а», «однако» right
    before it (only closing words or «мне» between: «а я пока молчу», «однако мне…»)?"""
    for x in range(k - 1, max(-1, k - 4), -1):
        if toks[x].word in _CONTRAST:
            return True
        if toks[x].word not in lex.closing and toks[x].word not in lex.fillers and (
                toks[x].word != "мне"):
            return False
    return False


# «…это все, что я хочу сказать, спасибо»: the speaker's own «сказать», his wish
_OWN_SAYING = frozenset({"хочу", "хотел", "хотела", "могу",
                         # «все, хватит болтать, спасибо»: enough talk, his own (tuning68)
                         "хватит", "довольно", "хорош"})
# «не знаю, что сказать, пас»: the speaker at a loss for what to say
_AT_A_LOSS = ("не", "знаю", "что")


def _own_saying(toks: list[Token], k: int) -> bool:
    """Is the verb of speech at ``k`` an infinitive after «хочу», «хотел» («что я хочу сказать,
    спасибо») or «не знаю что» («не знаю, что сказать, пас»), or after «нечего», «что» opening
    the clause («нечего мне говорить, пас», «а что тут говорить, пас»): what the speaker himself
    wants to say, or cannot find to say?"""
    if toks[k].word == "сказать" and k > 0 and toks[k - 1].word in _I_ALL:
        return True   # «я (все) сказать, спасибо»: the second-language «я все сказал» (tuning107)
    if toks[k].word in _SAID_IT and k > 1 and toks[k - 1].word in _NEEDED_TO and (
            toks[k - 2].word in _WHAT):
        return True   # «все, что нужно, сказал, спасибо»: all he needed said (tuning107)
    return (toks[k].word.endswith("ть") and k > 0 and (toks[k - 1].word in _OWN_SAYING or (
        tuple(t.word for t in toks[max(0, k - 3):k]) == _AT_A_LOSS) or _nothing_to_say(toks, k))) or any(
        # «пусть другие говорят, у меня все»: the floor left to the others, no quotation opened
        # (tuning62)
        t.word in _LET_OTHERS for t in toks[max(0, k - 3):k]) and toks[k].word in _LET_SPEAK


_LET_OTHERS = frozenset({"пусть", "пускай"})
_I_ALL = frozenset({"я", "я все"})
_NEEDED_TO = frozenset({"нужно", "надо"})
# «нечего мне говорить», «а что тут говорить»: nothing (left) to say, the question that says so
# (tuning68); what may stand between: whose it is, where, «еще», «больше»
_NOTHING = frozenset({"нечего"})
_WHAT_TO = frozenset({"что", "чего", "а что", "ну что", "ну а что"})
_TO_SAY_GAP = frozenset({"мне", "тут", "здесь", "еще", "больше", "уж", "там", "и", "же"})
_RHETORIC_OPENING = frozenset({"а", "ну", "да", "и", "так", "тю", "эх", "ой", "ох"})


def _nothing_to_say(toks: list[Token], k: int) -> bool:
    """Is the infinitive of speech at ``k`` after «нечего», or after «что» opening the utterance
    or after «а», «ну», «да» (only «мне», «тут», «еще» between)?"""
    x = k - 1
    while x >= 0 and toks[x].word in _TO_SAY_GAP and x > k - 4:
        x -= 1
    if x < 0:
        return False
    if toks[x].word in _NOTHING:
        return True
    return toks[x].word in _WHAT_TO and (x == 0 or all(
        t.word in _RHETORIC_OPENING or t.word in _OATHS for t in toks[:x]))


# (the verb with no object: not «пусть шестой скажет спасибо», the thanks his to say)
_LET_SPEAK = frozenset("говорят говорит поговорят поговорит выскажутся выскажется "
                       "высказываются высказывается".split())


def _sentence(toks: list[Token], start: int, end: int) -> str:
    return " ".join("{N}" if t.kind == "num" else t.word for t in toks[start:end])


def match_intent(text: str, ctx: ListenContext) -> Intent:
    """Snap an utterance heard during ``ctx.speaker``'s speech to an intent (see the module).

    Never raises for any text; raises ``ValueError`` only through a malformed ``ctx``.

    >>> ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
    >>> match_intent("выставляю десятку", ctx).target
    10
    >>> match_intent("выставляю на голосование седьмого", ctx).target
    7
    >>> match_intent("выставляю десятого и девятого", ctx).reason
    'ambiguous'
    >>> match_intent("номер 1000010 выставляю", ctx).reason
    'no such seat'
    """
    lex = lexicon(ctx.lang)
    toks = spelled(tokens(text, lex), ctx.table_seats)
    if not toks:
        return Intent("none")
    ends = _ends(toks, lex)
    act = resolve(find_acts(toks, ctx, lex), toks, lex)
    if act is None:
        return Intent("end_speech" if ends else "none")
    if act.outcome == "nominate":
        if ctx.speaker is None:
            return Intent("none", reason="outside speech")
        if not 1 <= act.target <= ctx.table_seats:
            return Intent("none", reason="no such seat")
        start, end = act.span
        return Intent("nominate", target=act.target, cost=act.cost,
                      sentence=_sentence(toks, start, end))
    if act.outcome == "veto" and ends:
        return Intent("end_speech")
    return Intent("none", reason=act.reason)


def clear_caches() -> None:
    """Forget the per-word caches (the bench's cold figures measure a word's first time)."""
    numerals.clear_caches()
    reading.clear_caches()
    forms.clear_caches()
