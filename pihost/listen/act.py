"""The grammar of the nomination act, applied to the tokens of what was heard.

An act has a head and an object. The head is a nominating verb in a mood that performs the act
(«выставляю», «выставляем», «выдвигаю»; «выставлю» unless a future is meant; «я выставлять»,
«я выставляет», what a small model makes of «я выставляю»; «ставлю», «выношу», «отправляю»,
«предлагаю» with «на голосование» or «кандидатуру»; «вставляю», «вставлю» only with a clean seat
phrase), or a clause with no verb that closes the utterance: «(моя) кандидатура N», «от меня N»,
«мой кандидат N», «N на голосование», «на голосование идет N от меня», a bare «номер N». The
object is the seat phrase the head governs (``seat``); what surrounds the verb may take the act
away (``frames``: negation, quotation, hedges, another time).

>>> from pihost.listen.lexicon import RU
>>> from pihost.listen.reading import tokens
>>> from pihost.listen.context import ListenContext
>>> ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
>>> [(a.outcome, a.target, a.reason) for a in find_acts(tokens("я выставляю девятого", RU), ctx, RU)]
[('nominate', 9, None)]
>>> [(a.outcome, a.reason) for a in find_acts(tokens("первый сказал выставляю седьмого", RU), ctx, RU)]
[('veto', 'reported')]
>>> [(a.outcome, a.target) for a in find_acts(tokens("на голосование идет третий от меня", RU), ctx, RU)]
[('nominate', 3)]
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pihost.listen.context import ListenContext
from pihost.listen.forms import is_future, is_given_to, is_noun, is_own_next, is_person
from pihost.listen.frames import Frames
from pihost.listen.lexicon import RU_MARK_CARDINALS, RU_MARKS, Lexicon
from pihost.listen.reading import Token
from pihost.listen.seat import NEAR, PRONOUN, SECOND_THOUGHT, SLIPS, THRESHOLD, Seat, SeatReader

INFINITIVE = 0.4  # «я выставлять», «я выставляет» heard for «я выставляю»
# a remark after the verbless act: «моя кандидатура четвертый, хотя он уже стоит»
# «выставляется десятый»: a head that nominates only before the seat («десятый выставляется…»
# says something about him)
_PASSIVE_HEADS = frozenset({"выставляется", "выдвигается"})
# between a quoted act and the same said again: the quote goes on («…кричал: выставляю первого,
# да, выставляю первого»)
# «…, никого не ставлю»: no one as the object of a negated «ставлю», «кидаю»
# «…уже выставлен, я добавляю третьего»: the ballot said before «добавляю»
_ADD = frozenset({"добавляю"})
# «…, добавляю к нему второго», «к четвертому добавляю десятого»: what the seat is added to
_TO, _TO_WHOM = frozenset({"к"}), frozenset({"нему", "ней", "ним"})
# «четырнадцатого выставляю, а не четвертого»: the contrast before the other seat denied
_BUT_NOT = frozenset({"а"})
_PUT_ON = ("выставлен", "выставили")
_NOBODY_PUT = frozenset({"никого", "ни кого"})
# «ставлю пятерку за речь»: what a mark is given for
_FOR = frozenset({"за"})
# «ставлю пять с плюсом»: a school mark with its plus or minus (tuning57)
_WITH, _PLUS_MINUS = frozenset({"с"}), frozenset({"плюсом", "минусом"})
_FOR_THE_GAME = frozenset({"за игру", "за внимание"})
# «ставлю пятерку этому ресторану», «двойку вашему докладу»: the mark with what it is given to, a
# noun in the dative after it, a word pointing at it before the noun or not (tuning83)
_THIS_ONE = frozenset("этому этой тому той нашему нашей вашему вашей моему моей твоему твоей "
                      "его ее их".split())
_PLAYER_TO = frozenset({"игроку", "номеру"})   # (the seat phrase's own words: left as they were)
# «остальным выставлю двойки в дневник»: where school marks go, and those they are given to (the
# plural of a mark noun with a recipient in the dative before the verb) (tuning75)
_MARK_BOOKS = frozenset("дневник дневнике журнал журнале ведомость табель".split())
_IN = frozenset({"в"})
_MARKED_ONES = frozenset("остальным всем им вам тебе ему ей детям ученикам".split())
# «…, что я скажу: выставляю седьмого, а я не скажу»: what he would say and will not
_SAY = frozenset({"скажу"})
# «…, не считайте», «…, не засчитывайте»: the act bidden not to count (tuning92)
_COUNT = frozenset({"считайте", "засчитывайте", "считай", "засчитывай"})
_BUT = frozenset({"а", "но"})
# «выставлю кого? вот, выставляю седьмого»: the object asked
_WHOM = frozenset({"кого"})
# «седьмого на голосование, а голосую как решу»: how he will vote, a clause of his own after the act
_OWN_VOTE = frozenset({"голосую", "проголосую", "голосовать"})
_QUOTE_ON = frozenset("я да мол опять снова еще раз и говорит кричит i yes again".split())
_SOME = frozenset({"то", "нибудь", "либо"})
_ELSE = frozenset({"другого", "другую", "еще", "иного", "другое"})
# «…, я же выставляю пятого»: «же» after «я» sets the speaker's own act against the quote
_I_CONTRAST = frozenset({"я", "i"})
_THOUGH = frozenset({"же"})
_AND_SO = frozenset({"и"})
# «вот он и выставляется», «вот его на голосование»: the seat named before, with a head or a
# vote phrase and no seat of its own
# «пятнадцатый, тебя на голосование»: the seat he speaks to (tuning54)
_VERBLESS_PRONOUNS = frozenset("он она его ее тебя".split())
# «предлагаю столу (всем, городу) кандидатуру седьмого»: the others asked to consider him
_TABLE = frozenset("столу городу всем вам нам мирным игрокам коллегам тебе".split())
# «прошу внести в список на голосование двадцатого»: the host asked to enter the seat on the
# ballot's list
_ENTER = frozenset({"внести"})
_I_ASK = frozenset({"прошу"})
_ON_BALLOT_LIST = frozenset({"в список на голосование"})
# «…, и моя кандидатура шестнадцатый»: the speaker's own head after «и», «а»
_MY_HEADS = frozenset({"моя кандидатура", "мой кандидат"})
_AND_BUT = frozenset({"и", "а"})
# «от меня десятый выставлен»: the participle, the speaker's act only with «от меня»
_PARTICIPLES = frozenset("выставлен выставлена выдвинут выдвинута".split())
# whom the speaker addresses before his act: «уважаемый ведущий, от меня седьмой»
_ADDRESSES = frozenset({"ведущий", "ведущая", "уважаемый ведущий", "коллеги", "друзья",
                        "господа", "уважаемые", "уважаемый стол", "дорогой стол"})
# «четырнадцатый, вот кого я выставляю»: the cleft after the seat named (tuning87)
_HERE_IS = frozenset({"вот"})
# «кого я выставляю? шестого», «who do i nominate? six»
_WHOM = frozenset({"кого", "who", "whom"})
# «ставлю игрока номер…», «под номером…»: the word the number was to follow (tuning112)
_NUMBER_WORDS = frozenset({"номер", "номером"})
# «кого мы выставляем?»: the table asking itself (tuning63)
_WE = frozenset({"мы"})
# «кого мы сегодня выставляем?»: the time of the plural act asked, between (tuning103)
_NOW_ASKED = frozenset({"сегодня", "сейчас", "теперь"})
# «…восьмого, которого я сейчас выставляю»: the relative pronoun of the seat named (tuning103)
_WHICH = frozenset({"которого", "которую"})
# the particles that ask a whole clause («разве я выставляю…?»)
_WHOLE_ASKED = frozenset({"разве", "неужели", "неужто"})
_SELF_ASKED = frozenset({"i", "do"})
# «ни за кого», «ни с кем»: a question word after «ни» is no one, nothing asked
_NOT_ANY = frozenset({"ни"})
# English: a verb opening the clause asks («is my nomination nine?»)
# «seven is on the vote (already)»: where he is, the host's words; «seven goes on the vote»
_STATE = frozenset({"is", "are", "was", "were", "already", "still", "'s"})
_GOES = frozenset({"goes", "go"})
_VERB_FIRST = frozenset({"is", "was", "is my nominee", "is my nomination", "is my candidate"})
# «…выставляю шестого, это ошибка»: the act just said called wrong
_WRONG = frozenset("ошибка ошибкой неправильно неверно глупо зря ошибочно mistake wrong".split())
# «…выставляем четвертого, это его слова»: the words just said are someone else's
_WHOSE = frozenset("его ее их чужие чьи то".split())
_WORDS = frozenset({"слова", "слов", "фраза", "words"})
_MINE = frozenset({"мои", "мое", "моя"})   # «…, это его слова, не мои»
# «как сказал третий, выставляю двадцатого, но я с ним не согласен»: the words retold, disagreed with
_AGREE = frozenset({"согласен", "согласна", "согласны"})
# «как сказала вторая, выставляю шестую, а я бы так не стала»: the speaker would not do it
_WOULD_DO = frozenset("стала стал сделала сделал поступила поступил делала делал".split())
_WOULD_GAP = frozenset({"бы", "так", "никогда", "этого"})
_DISAGREE_GAP = frozenset(
    "но а хотя только я лично сам сама с ним ней этим ними тут здесь".split()) | {"так вот"}
# «фраза "выставляю седьмого" у нас звучит каждую игру»: the act's words named as a phrase, then
# said of (how often they sound, what they mean): mentioned, not done
_PHRASE_NOUNS = frozenset("фраза фразу фразочка выражение словечко phrase".split())
_PHRASE_SAID_OF = frozenset("звучит звучала звучало звучат звучали слышится слышна надоела "
                            "повторяется означает значит классика sounds means".split())
# «у него любимая фраза: выставляю девятку», «его коронная фраза …»: the phrase is someone's habit
# (favourite, trademark), or his: a saying quoted, not the speaker's act
_HABITUAL = frozenset("любимая любимое коронная коронное фирменная фирменное излюбленная "
                      "излюбленное вечная вечное favourite favorite".split())
_OTHERS = frozenset("его ее их him his her their".split())
_AT = frozenset({"у"})
_PHRASE_GAP = frozenset("у нас вас тут здесь уже опять снова прямо постоянно всегда часто так "
                        "это is".split())
_PLEASE = frozenset({"пожалуйста", "please"})
# «nominating seven would be a mistake»: the gerund as the subject of what follows its seat
_GERUNDS = frozenset({"nominating"})
_BE_SUBJECTS = frozenset("i i'm im am are we we're were you you're".split())
_GERUND_PREDICATES = frozenset("would will is was could might may seems seemed sounds makes feels "
                               "isn't wouldn't won't can't could've".split())
_JUDGE_GAP = frozenset("и но а это было была будет бы большая огромная that's that is was a big "
                       "it's it".split())
# «шестой черный, на голосование шестого»: a verdict ends the clause before the act
_VERDICTS = frozenset("черный черная красный красная мафия шериф дон мирный мирная".split())
# «про второго все ясно, на голосование его»: a clause settled by its predicate ends before the act
_SETTLED = frozenset("ясно понятно очевидно решено".split())
_I_AM = frozenset({"i'm", "am", "я"})
_ME, _AT = frozenset({"меня"}), frozenset({"у"})
_REMARKS = frozenset({"хотя", "хоть", "потому что", "так как", "ведь", "because", "though",
                      "although"})
# «кого я выставляю? седьмого, конечно»: what may close the self-answer
# «ставлю десятку на то, что…»: the bet's «на то, что»
_ON_THAT = ("на", "то")
_THAT_WHICH = frozenset({"что", "чтобы"})
_SURE = frozenset("конечно разумеется естественно безусловно очевидно of course obviously "
                  "clearly".split())
# «…, забираю, нет смысла»: the reason given after a retraction closing the utterance
_POINTLESS = frozenset({("нет", "смысла"), ("смысла", "нет"), ("толку", "нет"), ("нет", "толку"),
                        ("бессмысленно",), ("бесполезно",), ("без", "толку"), ("без", "смысла")})
# «а знаете, кого я выставляю? второго»: a rhetorical lead before the self-asked «кого»
# «вы спросите, кого я выставляю? восьмого»: the question he puts in the others' mouths
# «ага, щас, выставлю я седьмого», «…выставляю седьмого, мечтай»: sarcasm, the act mocked
_SARCASM_OPEN = frozenset({("ага", "щас"), ("ага", "сейчас"), ("ага", "конечно"), ("щас", "прям"),
                           ("ну", "щас"), ("yeah", "right"), ("oh", "sure")})
_SARCASM_CLOSE = frozenset("мечтай мечтайте размечтался размечталась размечтались перебьешься "
                           "перебьетесь обойдешься обойдетесь "
                           # «…седьмого, щас, разбежался»: «(I) ran off to do it», as
                           # «размечтался» (tuning95)
                           "разбежался разбежалась разбежались".split())
# «…выставляю седьмого, ага, щас»: the «yeah, right» of the opening, closing the utterance after
# the act (not «ага, конечно», «ага, сейчас»: yes, of course; yes, now) (tuning95)
_HE_SHE_THEY = frozenset("он она они".split())
_SARCASM_LAST = frozenset({("ага", "щас"), ("щас", "прям")})
# «…выставляю шестого, в следующей жизни», «…i nominate you, dream on»: the mocking phrase
# closing the utterance; «nominate seven, oh sure…», «yeah right» right after the act's seat
_SARCASM_TAILS = (("в", "следующей", "жизни"), ("в", "другой", "жизни"), ("dream", "on"),
                  ("keep", "dreaming"))
_SARCASM_AFTER = frozenset({("oh", "sure"), ("yeah", "right")})
# «ну выставлю я пятого, и че дальше?»: «выставлю» closed by «and what then» supposes the act
_SO_WHAT = (("и", "что"), ("и", "че"), ("и", "что", "дальше"), ("и", "че", "дальше"),
            ("и", "что", "толку"), ("и", "че", "толку"), ("и", "что", "с", "того"))
# «выставлю восьмого и пойду за пивом»: «выставлю» joined by «и» to another future of his, what he
# will do after it: a plan of the evening, not the act now (tuning83); «я», «потом», «сразу»
# may stand after «и»; not a future of closing or falling silent («…и замолчу», «…и сяду»: his
# speech closed after the act)
_THEN = frozenset({"я", "потом", "сразу", "спокойно", "тогда"})
_CLOSING_FUTURES = frozenset("закончу завершу замолчу помолчу умолкну сяду присяду остановлюсь "
                             "успокоюсь заткнусь".split())
_LEADS = frozenset("знаете знаешь угадайте угадай догадайтесь скажу спросите спросишь спросят "
                   "спросит спрашиваете спрашиваешь спрашивают спрашивает "
                   # «ну вы поняли, кого я выставляю»: the old player's knowing wink (tuning62)
                   "поняли понимаете догадались догадываетесь".split())
# «…кого я выставляю? его», «того самого»: words that only point at someone
_POINTING_ONLY = frozenset("его ее того ту этого эту самого самую того самого этого самого "
                           "ту самую эту самую".split())

_FIRST_PERSON_ENDS = ("ю", "у", "л", "ла")   # «не отменяю», «не шучу», «не передумал» (tuning102)
# «…ой, простите, это не моя очередь»: not his turn to speak, no act (tuning102)
_NOT_MY_TURN = ["не", "моя", "очередь"]
_THIS_IS = frozenset({"это"})
# «предлагаю кандидатуру второго на обсуждение»: put forward to be talked over, not to the vote
_DISCUSSION = frozenset({"обсуждение", "обсуждения", "обсуждению"})
_TO_DISCUSS = frozenset({"на", "для", "к"})
# «предлагаю кандидатуру шестнадцатого обсудить», «предлагаю обсудить кандидатуру…»: the
# infinitive of talking it over right after the seat or before it, as «на обсуждение» (tuning66)
_DISCUSS = frozenset({"обсудить", "обсуждать", "обговорить", "рассмотреть", "разобрать"})
_YOU_ASK = frozenset("вы ты меня".split())
# «…кого я выставляю? отвечаю: седьмого», «…отвечу: седьмого», «answer: seven»
_WHO_REL = frozenset({"кто", "который", "которая"})
# «как пел наш вокалист: …», «как поется в песне: …»: a song's words quoted (tuning105)
_SUNG = frozenset("пел пела пели поет поют поется пелось спел спела спели".split())
_I_ANSWER = frozenset("отвечаю отвечу ответ answer".split())
# «предлагаю пятого на голосование»: the seat as the object of «предлагаю» before the vote phrase
# is a proposal put to the table («предлагаю седьмого на выставление»), not the formula
# «предлагаю на голосование пятого» (tuning87)
_PROPOSE = frozenset("предлагаю предлагаем предложу предложим".split())


# «…выставляю по одной причине», «…из за двух фраз»: what he does it for, no seat after it
# (tuning106)
_FOR_REASON = frozenset({"по", "из за"})


@dataclass(frozen=True)
class Act:
    """One nomination act found in the tokens: ``outcome`` ``nominate`` (``target``),
    ``attempt`` (he tried, the seat is unclear: ``reason`` in ``context.ATTEMPT_REASONS``) or
    ``veto`` (``reason`` ``negation``, ``conditional`` or ``reported``); ``at`` the head's token,
    ``end`` the token after the act; ``cost`` how far the words were from the grammar."""

    outcome: str
    at: int
    end: int
    target: int | None = None
    reason: str | None = None
    cost: float = 0.0
    start: int = -1

    @property
    def span(self) -> tuple[int, int]:
        return (self.at if self.start < 0 else min(self.start, self.at)), self.end


class _Parser(SeatReader, Frames):
    def _asked_to_list(self, i: int) -> bool:
        """Is the infinitive at ``i`` the verb of entering in a list («внести») right
        after «прошу», with «в список на голосование» right after it: the host asked, in the
        formal words, to put the seat on the ballot (what only the host does; not «прошу
        выставить шестого», a request to the table), «прошу» opening its clause (not «не
        прошу…», «…сказал: прошу…»)?"""
        return (self.lex.lang == "ru" and self.words[i] in _ENTER and self.is_(i - 1, _I_ASK)
                and self.is_(i + 1, _ON_BALLOT_LIST) and self._opens(i - 1))

    def _misheard_act(self, i: int) -> bool:
        """«я выставлять», «я выставляет», «я выставляй»: an imperfective infinitive, 3rd person
        or imperative one sound from the act («-ять», «-ет», «-яй» for «-яю») right after «я»,
        with no modal before it, is a misheard act («я выставить», «седьмой выставляет» are
        not)."""
        lex = self.lex
        word = self.words[i]
        act = word[:-1] + "ю" if word.endswith("яй") else word[:-2] + "ю"
        if word.endswith("ют"):   # «я выставляют»: the 3rd person plural, one sound more
            act = word[:-1]
        moods = ("act",)
        if word.endswith("овать"):   # «я номинировать» for «я номинирую» (either aspect)
            act, moods = word[:-5] + "ую", ("act", "perfective")
        if lex.verbs.get(act) not in moods or not word.endswith(("ять", "ет", "яй", "овать", "ют")):
            return False
        k = i - 1
        while k >= 0 and (self.words[k] in lex.fillers or self.words[k] in lex.addressed or (
                # «ну вот я и выставлять десятого»: the emphatic «и» after «я» (tuning55)
                self.words[k] in _AND_SO and k >= 1 and self.words[k - 1] == "я")):
            k -= 1   # «я тебя выставлять»: the object pronoun before the verb
        if k < 0 and word.endswith("ять") and self._bare_seat_after(i):
            return True   # «выставлять четвертого» and nothing more: «-яю» heard so (tuning86)
        if k < 0 or self.words[k] != "я":
            return False
        return not (k >= 1 and self.is_(k - 1, lex.modals, lex.hedges, lex.negations))

    def _someone_else(self, k: int) -> bool:
        """Is «кого то другого», «кого либо другого», «кого то еще» at ``k``: an indefinite
        object set apart from the seats named, to the end of the utterance?"""
        return (self.is_(k, _WHOM) and self.is_(k + 1, _SOME) and self.is_(k + 2, _ELSE)
                and all(self.closing(m) for m in range(k + 3, len(self.t))))

    def _bare_seat_after(self, i: int) -> bool:
        """Is all after the verb at ``i`` one seat (its slot words: «игрока», «номер») and
        closing words? Then an infinitive opening the utterance is no plan, question nor
        advice, with nothing for it to hang on: the act misheard."""
        rest = range(i + 1, len(self.t))
        return sum(self.t[m].kind == "num" for m in rest) == 1 and all(
            self.t[m].kind == "num" or self.is_(m, self.lex.slots) or self.closing(m)
            for m in rest)

    def _object(self, i: int, after: Seat) -> Seat:
        """The object of the verb at ``i`` from the seat phrase ``after`` it and the one before
        it. An object before the verb (a pronoun, a seat not said as a subject: «я тебя
        выставляю», «седьмого выставляю») stands when what follows starts a clause of its own
        («…, девятый я тебя выставлять не буду»); a different seat after it makes it ambiguous.
        A seat said as a subject before the verb is whom he speaks to («восьмой, я выставляю
        третьего»), a seat after a noun belongs to it. With nothing before, a new clause after
        leaves the object out."""
        before = self.seat_before(i)
        if before.kind == "none":
            if self.new_clause(after):   # «…но сегодня выставляю, девятка мне нравится»
                start = self.phrase_start(after.at, i)
                if any(self.words[k] in self.lex.conjunctions for k in range(i + 1, start)) or (
                        self._subject_of_next(after.at)):
                    # «выставляю, а шестой мне говорит…», «я выставляю игрока номер э… шестой
                    # выставил десятого»: the seat is the next clause's subject
                    after = Seat("none", end=i + 1)
                return self.elided(i, 0.0, start) or after
            return after
        if (after.kind == "negated" and before.kind == "seat" and self.is_(i + 1, _BUT_NOT)
                and self.is_(i + 2, self.lex.negations) and self.is_num(i + 3)
                and self.t[i + 3].value != before.value):
            # «четырнадцатого выставляю, а не четвертого»: the other seat denied after the verb
            return self.then(before, i)
        if (after.kind in ("none", "stop") and before.kind == "seat" and 0 <= before.start < i
                and self.is_(before.start, self.lex.negations)
                and self.is_(i + 1 + self.is_(i + 1, frozenset({"я"})), SLIPS)
                and self.closes(i + 2 + self.is_(i + 1, frozenset({"я"})))):
            # «не четырнадцатого, а семнадцатого выставляю, я оговорился»: the slip owned is the
            # one already fixed before the verb, as after it (tuning69)
            return replace(before, end=len(self.t))
        if after.kind in ("none", "stop"):   # «первого я выношу на голосование»: vote after
            if self.is_(i + 1, self.lex.slots) and not self.is_(i + 1, self.lex.vote_phrases):
                return after   # «седьмой, я выставляю игрока номер… э»: the seat phrase begun
            # «седьмого выставляю, хотя нет»: what follows the verb still corrects or takes back
            return self.then(replace(before, vote=before.vote or after.vote), i)
        if before.kind == "seat" and before.at >= 0 and self.nominative(before.at):
            return after
        if self.new_clause(after):
            return before
        if (before.kind in ("seat", "unclear") and after.kind == "seat" and after.at >= 0
                and self.t[after.at].ordinal and self.t[after.at].word.endswith("ым")
                and self.closes(after.at + 1)):
            # «я его выставляю первым», «тебя выставляю вторым»: the order he does it in, the
            # object said before the verb
            return replace(before, end=max(before.end, after.end))
        # two objects: «пятый…, я тебя выставляю, девятый», «девятого выставляю … номер четыре»;
        # not a seat that belongs to a noun before it («на слова шестого выставляю седьмого»)
        if (after.kind == "seat" and before.kind == "seat" and after.value != before.value
                and (before.at < 0 or self._opens(before.start))):
            return Seat("ambiguous", end=after.end)
        return after

    def _subject_of_next(self, k: int) -> bool:
        """Is the nominative seat at ``k`` the subject of what follows: a verb or «ты/вы» right
        after it («шестой выставил десятого», «седьмой, ты уверен?»)?"""
        if not self.nominative(k) or k + 1 >= len(self.t):
            return False
        return self.t[k + 1].kind == "verb" or self.words[k + 1] in ("ты", "вы") or (
            self.predicate_in(k + 1, k + 2))

    def _own_complement(self, k: int) -> bool:
        """Does a preposition with a seat stand at ``k``, where the scan after the verb stopped
        («ставлю на десятого»: a bet)? Then the verb has its own complement: a seat before it
        is not its object."""
        return self.is_(k, self.lex.prepositions) and any(
            self.t[n].kind == "num" and not (self.is_(k, _FOR_REASON) and self._things_counted(n))
            for n in range(k + 1, min(len(self.t), k + 3)))

    def _things_counted(self, n: int) -> bool:
        """Is the number at ``n`` a count of the thing named after it, no person («по одной
        причине», «из за двух фраз»): after «по», «из за» no seat a complement of the verb
        («восемнадцатого выставляю по одной причине»; not «ставлю на пять рублей»: a stake)
        (tuning106)?"""
        t = self.t[n]
        if self.lex.lang != "ru" or t.ordinal or n + 1 >= len(self.t):
            return False
        noun = n + 2 if n + 2 < len(self.t) and self.t[n + 1].kind == "word" and not is_noun(
            self.words[n + 1]) else n + 1   # («по одной простой причине»: its adjective between)
        w = self.words[noun]
        return (self.t[noun].kind == "word" and " " not in w and w not in self.lex.slots
                and is_noun(w) and not is_person(w))

    def _staked(self, seat: Seat) -> bool:
        """Is the seat read a sum of money staked on what follows: a number noun («десятку»,
        «пятерку», «сотню»: not an ordinal) with «на то, что (чтобы)» right after it (tuning78)? Not
        «ставлю пятого на то, что…»: a player, the ordinal."""
        if seat.kind != "seat" or seat.at < 0 or self.lex.lang != "ru":
            return False
        t = self.t[seat.at]
        return (t.kind == "num" and t.word.endswith(("ку", "ню", "чу"))
                and tuple(self.words[seat.at + 1:seat.at + 3]) == _ON_THAT
                and self.is_(seat.at + 3, _THAT_WHICH))

    def _joked(self, end: int) -> bool:
        """Does a retraction close the utterance after the act that ends at ``end``, with no
        seat and no nominating verb between («…выставляю, спасибо, шучу», «выставляю десятого
        за то, что он голосовал за третьего, шучу»)?"""
        k = self.last_said()
        if self.is_(k, _SURE) and self.is_(k - 1, self.lex.retractions):
            k -= 1   # «…, шучу, конечно»: of course he jokes
        let_off = self.let_off_after(k)
        if let_off is not None:
            k = let_off   # «…, нет, снимаю, пусть еще покажет себя»: and why (tuning102)
        for n in (1, 2):   # «…, забираю, нет смысла»: the retraction and why
            if (k - n > 0 and tuple(self.words[k - n + 1:k + 1]) in _POINTLESS
                    and self.is_(k - n, self.lex.retractions)):
                k -= n
                break
        for x in (k - 1, k - 2, k - 3):   # «…, нет, снимаю его», «…, снимаю свое выставление»
            if x > 0 and self.is_(x, self.lex.retractions) and self.retraction_end(x) == k + 1:
                k = x
                break
        if self.is_(k - 1, self.lex.negations) and self.is_(k - 2, _I_AM):
            return False   # «i nominate seven, i'm not kidding»: he insists (not «а не, отмена»)
        if self._not_counted(k) and k - 1 >= end and not any(
                self.t[m].kind in ("num", "verb") for m in range(end, k - 1)):
            return True   # «…девятого, это я так, для разминки, не считайте» (tuning92)
        if (self.lex.lang == "ru" and self.is_(k - 1, self.lex.negations)
                and self.words[k].endswith(_FIRST_PERSON_ENDS) and " " not in self.words[k]):
            return False   # «…третьего, нет, не отменяю», «не шучу»: the verb of taking back
            # negated, he insists (tuning102)
        return k >= end and self.is_(k, self.lex.retractions) and not any(
            self.t[m].kind == "verb" or (self.t[m].kind == "num" and not self.governed(m))
            for m in range(end, k))

    def _not_counted(self, k: int) -> bool:
        """Does the utterance close at ``k`` with the act bidden not to count, «не считайте»,
        «не засчитывайте», «(это) не в счет» (only as its last words: not «не считайте это
        шуткой», tuning92)?"""
        if self.words[k] in _COUNT and self.is_(k - 1, self.lex.negations):
            return True
        return k >= 2 and self.words[k] == "счет" and self.words[k - 1] == "в" and self.is_(
            k - 2, self.lex.negations)

    def _declined_after(self, end: int) -> bool:
        """Does the utterance close, after an act with no seat that ends at ``end``, by
        declining it: «не буду», «не надо» (a negated take-back word), «никого» after it or not,
        no seat and no verb between («выставляю пя… ой нет, не буду никого»)?"""
        k = self.last_said()
        if self.is_(k, self.lex.nobody):
            k -= 1
        if not (self.is_(k, self.lex.retractions_negated) and self.is_(k - 1, self.lex.negations)):
            return False
        return k - 1 >= end and not any(self.t[m].kind in ("verb", "num") for m in range(end, k - 1))

    def _plan_goes_on(self, end: int) -> bool:
        """Does the act with «выставлю» that ends at ``end`` go on with «и» and a future verb of
        his own (see ``_THEN``): «выставлю восьмого и пойду за пивом»? Not the act's verb
        again («…и выставляю»), nor a future of closing («…и замолчу»)."""
        k = end
        if self.lex.lang != "ru" or not self.is_(k, _AND_SO):
            return False
        k += 1
        while k < len(self.t) and k <= end + 3 and self.words[k] in _THEN:
            k += 1
        if k >= len(self.t) or self.t[k].kind != "word":
            return False
        w = self.words[k]
        return (" " not in w and w not in _CLOSING_FUTURES and w not in self.lex.verbs
                and is_own_next(w))

    def _given_up_after(self, end: int) -> bool:
        """After an act with no seat, from ``end`` (right after its verb): a correction, then (a
        few words on, no seat between) he gives up — «передумала», «воздержусь», «это не моя очередь» («выставляю,
        ой нет, я передумала, пусть молодежь выставляет», tuning102)? No seat after it at all."""
        lex = self.lex
        if any(t.kind == "num" for t in self.t[end:]):
            return False
        k = end
        while self.is_(k, lex.slots, lex.fillers):
            k += 1
        if not self.is_(k, lex.corrections, lex.weak_corrections):
            return False
        for x in range(k + 1, min(len(self.t), k + 6)):
            if self.is_(x, lex.retractions, lex.withdrawals) or self.words[x:x + 3] == _NOT_MY_TURN:
                return True
            if self.t[x].kind == "verb":
                # «я выставляю, э, а нет, это ставлю телефон на беззвучный»: his verb was of a
                # thing (tuning102)
                return self.is_(x - 1, _THIS_IS) and self.seat_after(x + 1).kind == "thing"
        return False

    def _asks_then_acts(self, i: int) -> bool:
        """Is the verb at ``i`` followed by a question word for its object («выставлю кого?»)
        and then another nominating verb: he asks himself and answers with the act after it?"""
        k = i + 1
        while k < len(self.t) and self.words[k] in self.lex.fillers:
            k += 1
        return self.is_(k, _WHOM) and any(self.t[m].kind == "verb" and self.t[m].mood == "act"
                                          for m in range(k + 1, len(self.t)))

    def _withheld(self, i: int, end: int) -> bool:
        """Is the act at ``i`` what he says he would say, then will not («все ждут, что я скажу:
        выставляю седьмого, а я не скажу»): «скажу» before it, «а (я) не скажу» closing the
        utterance after it? Not «выставляю седьмого, а почему, не скажу»: why, kept back."""
        k = self.last_said()
        if k < end + 2 or self.words[k] not in _SAY or not self.is_(k - 1, self.lex.negations):
            return False
        j = k - 2
        if self.words[j] in _I_CONTRAST:
            j -= 1
        return j >= end and self.words[j] in _BUT and any(
            self.words[x] in _SAY for x in range(max(0, i - 4), i))

    def _sarcastic(self, i: int, end: int) -> bool:
        """Is the act at ``i`` (ending at ``end``) mocked: «ага, щас» opening the utterance
        before it (past fillers, «я»), «мечтай», «размечтался», «в следующей жизни» closing the
        utterance, or «oh sure» right after it?"""
        k = self.last_said()
        if k > end and self.is_(k, self.lex.nobody):
            k -= 1   # «…, ага, щас, разбежался, никого»: the mocking, then no one (tuning95)
        if k >= 0 and self.words[k] in _SARCASM_CLOSE and not self._others_dream(k, end):
            return True
        if k - 1 >= end and tuple(self.words[k - 1:k + 1]) in _SARCASM_LAST:
            return True
        if k >= end and any(tuple(self.words[k + 1 - len(tail):k + 1]) == tail
                            and k + 1 - len(tail) >= end for tail in _SARCASM_TAILS):
            return True
        if tuple(self.words[end:end + 2]) in _SARCASM_AFTER:
            return True
        ws = [w for w in self.words[:i] if w not in self.lex.fillers and w not in self.lex.skip]
        return len(ws) == 2 and (ws[0], ws[1]) in _SARCASM_OPEN

    def _others_dream(self, k: int, end: int) -> bool:
        """Is the past verb of mocking at ``k`` («размечтался», «разбежался») said of another,
        with «он», «она», «они» or a seat after the act's end (``end``) right before it
        («…седьмого, а то он разбежался»)? Then it tells what he did, not the speaker's «you
        wish» (tuning95)."""
        return (self.words[k].endswith(("лся", "лась", "лись")) and k - 1 >= end
                and (self.words[k - 1] in _HE_SHE_THEY or self.t[k - 1].kind == "num"))

    def _judged_wrong(self, end: int) -> bool:
        """Is the act that ends at ``end`` judged a mistake by what closes the utterance («как
        сказал первый, выставляю шестого — это ошибка», «…, и это было неправильно»)? Words
        called wrong are not the speaker's act (not «это не ошибка»)."""
        k = self.last_said()
        if k < end or self.words[k] not in _WRONG:
            return False
        between = self.words[end:k]
        # «это» may be read into the act's end («выставляю {N} это»)
        return "это" in self.words[end - 1:k] and all(w in _JUDGE_GAP or w in self.lex.fillers for w in between)

    def _gerund_subject(self, i: int, end: int) -> bool:
        """Is the English «nominating» at ``i`` with no «i am», «we're» before it the subject of a
        predicate right after its seat («nominating seven would be a mistake», «nominating her
        is risky», «…seems smart»)? Then nominating is talked about, not done (not «i'm
        nominating seven», nor «nominating seven, that's it»)."""
        if self.lex.lang != "en" or self.words[i] not in _GERUNDS:
            return False
        if any(self.words[k] in _BE_SUBJECTS for k in range(max(0, i - 2), i)):
            return False
        return end < len(self.words) and self.words[end] in _GERUND_PREDICATES

    def _disowned(self, end: int) -> bool:
        """Does the utterance close, after the act that ends at ``end``, by calling what was
        said someone else's words («как сказал девятый, выставляем четвертого, это его слова»,
        «…, чужие слова»)? Not «это мои слова»: his own."""
        k = self.last_said()
        if k - 2 >= end and self.words[k] in _MINE and self.words[k - 1] == "не":
            k -= 2   # «…, это его слова, не мои»: and not his own
        if k < end or self.words[k] not in _WORDS or not self.is_(k - 1, _WHOSE):
            return False
        return all(w in _JUDGE_GAP or w in _WHOSE or w in self.lex.fillers
                   for w in self.words[end:k - 1])

    def _disagreed(self, i: int, end: int) -> bool:
        """Is the act at ``i`` (ending at ``end``) someone else's words, said after a verb of
        speech before it («как сказал третий, выставляю двадцатого»), that the utterance closes
        by disagreeing with («…, но я с ним не согласен»)? Then he retells them, the act is not
        his. Not «…, я не согласен с пятым» (another seat), nor with no verb of speech before."""
        k = self.last_said()
        if k < end or not self.is_(k - 1, frozenset({"не"})):
            return False
        gap = _DISAGREE_GAP
        if self.words[k] in _WOULD_DO and "бы" in self.words[end:k - 1]:
            gap = gap | _WOULD_GAP   # «…, а я бы так не стала»: he would not do it (tuning84)
        elif self.words[k] not in _AGREE:
            return False
        if not any(w in self.lex.speech for w in self.words[:i]):
            return False
        return all(w in gap or w in self.lex.fillers for w in self.words[end:k - 1])

    def _mentioned(self, i: int, end: int) -> bool:
        """Is the act at ``i`` (ending at ``end``) a phrase named, then said of: «фраза» right
        before its verb («эта фраза», «the phrase»), and after its seat, a few words on, what the
        phrase does («…у нас звучит каждую игру», «…означает конец»)? Then its words are
        mentioned, not the speaker's act (not «последняя фраза: выставляю седьмого», with
        nothing said of it after)."""
        j = i - 1
        if j >= 1 and self.words[j] in ("я", "i"):
            j -= 1
        if j < 0 or self.words[j] not in _PHRASE_NOUNS:
            return False
        if self._habit(j):
            return True
        for k in range(end, min(len(self.words), end + 5)):
            if self.words[k] in _PHRASE_SAID_OF:
                return True
            if not (self.words[k] in _PHRASE_GAP or self.words[k] in self.lex.fillers):
                return False
        return False

    def _habit(self, j: int) -> bool:
        """Is the phrase noun at ``j`` someone's habitual saying: «любимая», «коронная» right
        before it, or his («его фраза», «у него фраза»: «его», «ее», «их» within two words
        before it)? Not «моя фраза», «последняя фраза» (the speaker's own words, said now)."""
        if j >= 1 and self.words[j - 1] in _HABITUAL:
            return True
        if any(self.words[x] in _AT and self.t[x + 1].kind == "num"
               and self.words[x + 1].endswith(("ого", "его"))
               for x in range(max(0, j - 7), j - 1)):
            return True   # «у второго в прошлой катке была фраза: выставляю…»: a seat's phrase
            # (tuning89)
        return any(self.words[x] in _OTHERS for x in range(max(0, j - 3), j))

    def _marked(self, k: int) -> bool:
        """Is the seat at ``k`` a number noun that is a mark too («пятерку», «двойку») with what
        it is given for after it: «за» and a noun, no seat («ставлю пятерку за речь», «двойку за
        логику»)? Not «ставлю пятерку за то, что…», «за него»: why he is put up."""
        if k < 0:
            return False
        cardinal = self.words[k] in RU_MARK_CARDINALS and not self.t[k].ordinal
        if cardinal and self.is_(k + 1, _WITH) and self.is_(k + 2, _PLUS_MINUS):
            return True   # «ставлю пять с плюсом»: the mark with its plus (tuning57)
        if self.words[k] not in RU_MARKS and not cardinal:
            return False
        if k + 1 < len(self.t) and self.words[k + 1] in _FOR_THE_GAME:
            return True   # «ставлю пять за игру», «пятерку за игру»: one phrase of the lexicon
        n = k + 1 + (k + 1 < len(self.t) and self.t[k + 1].kind == "verb")
        if self._given_to(n + self.is_(n, _THIS_ONE)):
            # «ставлю пятерку этому ресторану», «пятерку ставлю пиву»: what the mark is given to
            return True
        if not self.is_(k + 1, _FOR):
            return False
        n = k + 2
        return (n < len(self.t) and self.t[n].kind == "word" and " " not in self.words[n]
                and self.words[n] not in self.lex.demonstratives
                and self.words[n] not in self.lex.addressed and not self.is_(n, self.lex.slots)
                and is_noun(self.words[n]))

    def _given_to(self, n: int) -> bool:
        """Is the word at ``n`` a noun in the dative, no seat word («игроку») nor a pronoun
        («ему»): what a mark said before it is given to («…пятерку ресторану»)?"""
        return (n < len(self.t) and self.t[n].kind == "word" and " " not in self.words[n]
                and not self.is_(n, self.lex.slots, self.lex.addressed, _PLAYER_TO)
                and is_given_to(self.words[n]))

    def _marks_given(self, i: int, k: int) -> bool:
        """Is the seat at ``k`` after the verb at ``i`` a mark noun put in a mark book («выставлю
        двойку в дневник») or a plural of marks given to those named in the dative right before
        the verb («остальным выставлю двойки»)? Not «выставляю двойку» alone (seat two)."""
        if k <= i or self.words[k] not in RU_MARKS:
            return False
        if self.is_(k + 1, _IN) and self.is_(k + 2, _MARK_BOOKS):
            return True
        return self.words[k].endswith("ки") and any(
            self.is_(x, _MARKED_ONES) for x in range(max(0, i - 2), i))

    def _not_object(self, k: int) -> bool:
        """Is the seat at ``k``, after «ставлю» or before it, in a case the act does not take
        («седьмому», «седьмым»: «выставляю восьмому» is the recogniser's, «(седьмому) ставлю
        (седьмому) плюс» is not; with a vote phrase any form is the recogniser's), or a big
        cardinal («ставлю тысячу»)?"""
        t = self.t[k]
        if self.oblique(k) and not self.after_slot(k) and t.word.split()[-1] in self.lex.numbers:
            return True
        return not t.ordinal and (t.value or 0) >= 100 and self.t[k - 1].kind == "verb" and (
            self.t[k - 1].verb == "direct")

    def _asked(self, i: int) -> bool:
        """Does a question word stand for the object before the verb at ``i`` («кого
        выставляем»)?"""
        lex = self.lex
        # («кого мы выставляем»: the table's «мы» between, tuning63; «кого мы сегодня
        # выставляем»: the plural asked of this day, with its time word, tuning103)
        gap = lex.skip | _WE | (_NOW_ASKED if self.words[i].endswith(("ем", "им")) else frozenset())
        back = self.back(i, gap, 3)
        # «а тринадцатый он вообще кто, выставляю его»: who he is, asked of the clause before
        if back and self.words[back[-1]] in lex.questions and not self.who_is(
                back[-1]) and not self._none_of(back[-1]) and not (
                self.words[back[-1]] in _WHOM and back[-1] > 0
                and self.t[back[-1] - 1].kind == "verb"
                and self.t[back[-1] - 1].mood in ("act", "perfective")):
            # (not «выставлю кого? выставляю седьмого»: the object of the verb before, asked)
            return True
        # «разве восьмого я выставляю?», «неужели игрока номер пять выставляю»: the whole act
        # asked, the seat said before the verb
        k = self.seat_phrase_start(i, lex.skip | lex.fillers | lex.vote_phrases, 5) - 1
        return 0 <= k < i - 1 and (self.words[k] in _WHOLE_ASKED or (
            self.words[k] == "что" and self.is_(k - 1, _WHOLE_ASKED)))   # «разве что восьмого…»

    def _none_of(self, k: int) -> bool:
        """Is the question word at ``k`` a negative pronoun with «ни» before it (past a
        preposition): «ни за кого», «ни кого», «ни у кого» (no one), asking nothing? Or with «не»
        before the preposition: «не на кого надеяться», «не за кого голосовать» (there is no
        one to…: «некого» split by its preposition)?"""
        j = k - 1
        if self.is_(j, self.lex.prepositions):
            return self.is_(j - 1, _NOT_ANY) or (
                self.lex.lang == "ru" and self.words[j - 1:j] == ["не"])
        return self.is_(j, _NOT_ANY)

    def _answered(self, i: int) -> bool:
        """«кого я выставляю? шестого», «who do i nominate? six»: the speaker asks himself whom
        he nominates and answers at once — «кого» opening the clause, his own verb (not
        «выставляем», not «should i»), and a seat right after it closing the utterance."""
        if not self._asks_himself(i):
            return False
        j = self._lead_after(i)
        while self.is_(j, _SURE):   # «кого я выставляю? конечно, седьмого»
            j += 1
        seat = self.seat_after(j, strict=True)
        return seat.kind == "seat" and (self.closes(seat.end) or self.is_(seat.end, _REMARKS)
                                        or (self.is_(seat.end, _SURE) and self.closes(seat.end + 1)))

    def _answered_pointing(self, i: int) -> bool:
        """«вы поняли, кого я выставляю — того самого», «…знаете, кого я выставляю — его»: the
        question of himself answered by a word that only points (no seat named before it), closing
        the utterance: he nominates, the seat is lost (tuning62)."""
        if not self._asks_himself(i):
            return False
        j = self._lead_after(i)
        rest = [x for x in range(j, len(self.t)) if not self.closing(x)]
        return bool(rest) and all(self.words[x] in _POINTING_ONLY for x in rest)

    def _cleft_seat(self, i: int) -> int | None:
        """«четырнадцатый, вот кого я выставляю», «игрок номер пять — вот кого выставляю»: the
        seat (not in a case the act does not take, nor after a preposition) right before «вот
        кого», his own verb of the act now at ``i``
        after it («я» between) closing the utterance: the seat is its object, not asked (not «вот
        кого я выставлю»: a plan; not «…вот кого выставляем?»); or right before the relative
        «которого я (сейчас) выставляю» (``_relative_before``, tuning103). Its token, or ``None``."""
        lex = self.lex
        if lex.lang != "ru" or self.t[i].mood != "act" or not self.words[i].endswith("ю") or (
                not self.closes(i + 1)):
            return None
        k = i - 1
        while k >= 0 and self.words[k] == "я":
            k -= 1
        relative = self._relative_before(i)
        if relative is not None:
            n = relative
        elif not (self.is_(k, _WHOM) and self.is_(k - 1, _HERE_IS)):
            return None
        else:
            n = k - 2
        return n if n >= 0 and self.t[n].kind == "num" and not (
            self.oblique(n) or self.governed(n)) else None

    def _relative_before(self, i: int) -> int | None:
        """«прошу поддержать восьмого, которого я сейчас выставляю»: the seat named right before
        «которого» («которую»), «я» and a word of now between it and his verb at ``i``: the
        relative clause of his act now, its seat the one named (tuning103). The seat's token or
        ``None``."""
        k = i - 1
        while k >= 0 and (self.words[k] == "я" or self.is_(k, _NOW_ASKED)):
            k -= 1
        return k - 1 if self.is_(k, _WHICH) and self.is_num(k - 1) else None

    def _asks_himself(self, i: int) -> bool:
        """Does «кого» open the clause of the speaker's own verb at ``i`` («(знаете,) кого я
        выставляю»)?"""
        lex = self.lex
        k = i - 1
        while k >= 0 and (self.is_(k, lex.skip, lex.fillers) or self.words[k] in _SELF_ASKED):
            k -= 1
        if k < 0 or self.words[k] not in _WHOM or not (
                self._opens(k) or self.is_(k - 1, lex.conjunctions) or self.is_(k - 1, _LEADS)):
            return False
        if lex.lang == "ru" and not self.words[i].endswith("ю"):
            return False
        return lex.lang == "ru" or any(self.words[x] == "i" for x in range(k + 1, i))

    def _lead_after(self, i: int) -> int:
        """The token after the verb at ``i`` past a lead said after the question («кого
        выставляю, спросите вы? восьмого»: the question put in the others' mouths after it)."""
        j = i + 1
        if self.is_(j, _LEADS) and self.words[j].startswith(("спрос", "спраш")):
            j += 1
            while self.is_(j, _YOU_ASK):
                j += 1
        while self.is_(j, _I_ANSWER):
            j += 1   # «кого я выставляю? отвечаю: седьмого»: the answer announced
        return j

    def _who_will(self, m: int) -> bool:
        """Does the relative clause from ``m`` («кто», «который» within two words) have a verb in
        the future right after its word («…того, кто первым собьется»)? Russian only."""
        if self.lex.lang != "ru":
            return False
        for x in range(m, min(len(self.t), m + 2)):
            if self.words[x] in _WHO_REL:
                return any(self.t[y].kind == "word" and " " not in self.words[y]
                           and is_future(self.words[y]) for y in range(x + 1, min(len(self.t), x + 3)))
        return False

    def _saying_before(self, i: int) -> bool:
        """Does «как» and a verb of speech open the utterance a few words before the verb at
        ``i`` («как говорил мой дед, …», «как говорится, …»), with no other verb between? A
        song's words quoted too («как пел наш вокалист на прошлой репетиции, …»: tuning105)."""
        for k in range(max(0, i - 8), i - 1):
            if self.words[k] == "как" and (k == 0 or self.boundary(k - 1)) and (self.is_(
                    k + 1, self.lex.speech) and k >= i - 6 or self.is_(k + 1, _SUNG)):
                return not any(self.t[x].kind == "verb" for x in range(k + 2, i))
        return False

    def _kandidatura(self, i: int) -> int | None:
        """«ставлю (рядом еще одну) кандидатуру»: the token of «кандидатуру» a few words after a
        vote verb, in its clause; none when the others are named as whom it is put to
        («предлагаю столу кандидатуру седьмого»: a proposal)."""
        for k in range(i + 1, min(len(self.t), i + 5)):
            if self.words[k] == "кандидатуру" or (
                    k == i + 1 and self.words[k] == "кандидатура" and self.words[i] in self.lex.host_verbs):
                return k   # («ведущий, записывайте: кандидатура номер восемь»: dictated to him)
            if self.words[k] in _TABLE:
                return None   # «предлагаю столу кандидатуру…»: put to the others, not done
            counted = self.t[k].kind == "num" and self.is_(k + 1, frozenset({"кандидатуру"}))
            if self.boundary(k) or (self.t[k].kind in ("num", "verb") and not counted) or self.is_(
                    k, self.lex.stoppers, self.lex.negations):
                return None
        return None

    def _for_host(self, i: int, seat: Seat) -> bool:
        """Is the host verb at ``i`` («запишите», «примите») said to the host («ведущий»,
        «судья» within three words before it), with its seat after it closing the utterance
        (past a vote phrase, «от меня»)?"""
        lex = self.lex
        # «ведущий, к первому и четвертому добавьте одиннадцатого»: past what he adds to
        # (tuning55)
        lead = next((j for j in range(max(0, i - 6), i) if self._added_to(j) == i), i)
        if not any(self.is_(x, lex.host) for x in range(max(0, lead - 3), lead)):
            return False
        if seat.kind != "seat" or seat.at <= i:
            return seat.kind != "seat"   # no seat after it: the verbless act may still hold
        # («ведущий, запишите двенадцатого, выставляю»: his own verb of the act after it)
        return all(self.closing(m) or self.is_(m, lex.vote_phrases, lex.own)
                   or (self.t[m].kind == "verb" and self.t[m].mood == "act")
                   or (self.words[m] in ("я", "i") and m + 1 < len(self.t))
                   or self.words[m] in _PLEASE   # «…, запиши девятого, пожалуйста, я выставляю»
                   for m in range(seat.end, len(self.t)))

    def _thrown(self, i: int, seat: Seat) -> bool:
        """Does the casual verb at ``i`` («кидаю», «кину») throw something, not nominate: a noun
        right after it that is no seat word or vote phrase («кидаю кубик», «кидаю взгляд на
        седьмого»), or its seat in a case the act does not take («кину седьмому сообщение»)?"""
        lex, k = self.lex, i + 1
        if seat.kind == "seat":
            # (with a vote phrase any form is the recogniser's: «кидаю на голосование седьмому»)
            return (0 <= seat.at and self.oblique(seat.at) and not self.after_slot(seat.at)
                    and not seat.vote and not any(w in lex.vote_phrases for w in self.words))
        if k >= len(self.t) or self.t[k].kind != "word" or " " in self.words[k]:
            return False
        return not self.is_(k, lex.slots, lex.vote_phrases, lex.fillers, lex.skip, lex.cheap,
                            lex.addressed, lex.self_words, lex.nobody) and is_noun(self.words[k])

    def _for_discussion(self, i: int, seat: Seat) -> bool:
        """Is the seat put forward by the verb at ``i`` put up for discussion («на обсуждение»,
        «для обсуждения», «к обсуждению»: in the act or right after its seat), with no vote
        named anywhere («…для обсуждения и голосования»)? Then it is a topic proposed, not a
        nomination."""
        end = min(len(self.t), max(seat.end, i + 1) + 3)
        return (any(self.words[k] in _DISCUSSION and self.is_(k - 1, _TO_DISCUSS)
                    for k in range(i + 1, end)) or (
            seat.kind == "seat" and seat.end > i and any(
                self.is_(k, _DISCUSS) for k in (*range(i + 1, seat.at), seat.end)))) and not any(
            w in self.lex.vote_phrases or "голосов" in w for w in self.words)

    def _vote_before(self, i: int) -> bool:
        """Does a vote phrase stand right before the vote verb at ``i`` («на голосование (я)
        отправляю…», «в зону голосования кидаю…»), opening the utterance or a clause?"""
        k = i - 1
        while k >= 0 and self.words[k] in self.lex.skip:
            k -= 1
        return k >= 0 and self.words[k] in self.lex.vote_phrases and (
            k == 0 or self.boundary(k - 1) or self.is_(k - 1, self.lex.fillers))

    def _added_to_ballot(self, i: int, seat: Seat) -> bool:
        """«первый уже выставлен, я добавляю третьего»: «добавляю» with a seat in the accusative
        right after it (not one that counts a noun: «второго кандидата»), when the utterance said before it that the ballot has a seat on it
        («выставлен», «выставили», «на голосовании»): added to that ballot."""
        if self.words[i] not in _ADD or seat.kind != "seat" or self.nominative(seat.at):
            return False
        to = self._added_to(i + 1)   # «…, добавляю к нему второго»: the one it joins, between
        if seat.at != (to or i + 1):
            return False
        nxt = seat.at + 1
        if nxt < len(self.t) and self.t[nxt].kind == "word" and " " not in self.words[nxt] and (
                not self.is_(nxt, self.lex.slots)) and is_noun(self.words[nxt]):
            return False   # «…я добавляю второго кандидата»: a second one counted, no seat
        return to is not None or self._added_to(nxt) is not None or self._to_before(i) or any(
            w.startswith(_PUT_ON) or w in self.lex.ballot_state for w in self.words[:i])

    def _added_to(self, k: int) -> int | None:
        """Past «к нему», «к ней», «к пятому» at ``k`` (what a seat is added to): where it
        ends, or none."""
        if not self.is_(k, _TO):
            return None
        if self.is_(k + 1, _TO_WHOM):
            return k + 2
        n = k + 1
        while self.is_num(n) and self.words[n].endswith(("ому", "ему", "ой")):
            n += 1 + (self.is_(n + 1, frozenset({"и"})) and self.is_num(n + 2))
        return n if n > k + 1 and not self.is_(n - 1, frozenset({"и"})) else None

    def _to_before(self, i: int) -> bool:
        """«к четвертому и седьмому (я) добавляю…»: what is added to, right before the verb."""
        k = i - 1 - self.is_(i - 1, frozenset({"я"}))
        return any(self._added_to(j) == k + 1 for j in range(max(0, k - 4), k))

    def _governs_infinitive(self, i: int) -> bool:
        """Is the vote verb at ``i`` («предлагаю», «ставлю») followed, past the vote phrase, by
        an infinitive of the act («предлагаю на голосование поставить четвертую»)? Then it
        governs that infinitive: what is proposed, no act of its own (tuning84)."""
        if self.t[i].verb != "vote" or self.t[i].mood != "act":
            return False
        j = i + 1
        while j < len(self.t) and self.is_(j, self.lex.vote_phrases):
            j += 1
        return (j > i + 1 and j < len(self.t) and self.t[j].kind == "verb"
                and self.t[j].mood == "infinitive")

    def _proposed_seat(self, i: int, seat: Seat, kandidatura: int | None) -> bool:
        """Is the seat of «предлагаю» at ``i`` its object right after it, the vote phrase only
        after the seat («предлагаю пятого на голосование»)? Then the seat is proposed to the
        table, as «предлагаю седьмого на выставление»; «предлагаю на голосование пятого», the
        formula of the act, keeps the phrase before the seat (tuning87)."""
        return (self.words[i] in _PROPOSE and kandidatura is None and seat.kind == "seat"
                and i < seat.at and not self._vote_before(i) and not any(
                    self.is_(x, self.lex.vote_phrases) for x in range(i + 1, seat.at)))

    def verb_act(self, i: int) -> Act | None:
        """The act headed by the verb at ``i``, or ``None`` when it is no act at all."""
        tok = self.t[i]
        mood, cost = tok.mood, tok.cost
        misheard = mood == "infinitive" or (mood == "other" and tok.verb == "main")
        if mood == "infinitive" and self._asked_to_list(i):
            misheard = False   # «прошу внести в список на голосование двадцатого»: the host
        elif misheard:
            if not self._misheard_act(i):
                return None
            cost += INFINITIVE
        elif mood not in ("act", "perfective"):
            return None
        if self._governs_infinitive(i):
            return None   # «предлагаю на голосование поставить четвертую»: a proposal (tuning84)
        answered = self._answered(i)
        if self.foreign_subject(i) and not answered:
            return None   # «should we nominate nine», «let us nominate», «why did nobody…»
        loose = tok.verb == "main" and not misheard
        casual = tok.word in self.lex.casual_verbs
        start = self._lead_after(i) if answered else i + 1
        if tok.word in _ADD:
            start = self._added_to(start) or start   # «добавляю к нему второго»: past «к нему»
        seat = self.seat_after(start, strict=not loose or casual)
        if tok.word in self.lex.host_verbs and not self._for_host(i, seat):
            return None   # «запишите восьмого в подозреваемые», «прими мои извинения»
        if seat.kind == "thing" or (casual and self._thrown(i, seat)):
            return None   # «выставляю свою кружку подальше от края», «кидаю кубик»: a thing
        if tok.verb in ("vote", "direct") and self._staked(seat):
            return None   # «ставлю десятку на то, что мафия выиграет»: a bet, the stake money
        kandidatura = self._kandidatura(i) if tok.verb in ("vote", "direct") else None
        if kandidatura is not None and seat.kind in ("none", "stop"):
            seat = self.seat_after(kandidatura + 1)
            if tok.word in self.lex.host_verbs and not self._for_host(i, seat):
                return None   # «ведущий, запишите: кандидатура восьмого в подозреваемые»
        if not (tok.verb == "damaged" or (misheard and seat.kind not in ("none", "stop"))
                or (seat.kind in ("none", "stop") and self._own_complement(seat.end))):
            # a damaged verb only with a clean seat after it; a misheard one may have its
            # object before it («я тебя выставлять»)
            seat = self._object(i, seat)
        if seat.kind == "stop" and loose:
            seat = self.dangling(i, seat)
        if seat.kind == "none" and loose:   # up to where the scan stopped: a new clause's verb
            seat = self.elided(i, 0.0, max(seat.end, i + 1)) or self.addressee_object(i) or seat
        if seat.kind == "ambiguous" and not seat.vote and any(
                self.is_(x, self.lex.vote_phrases) for x in range(i + 1, seat.end + 1)):
            # «ставлю на голосование третьего и седьмого», «кидаю восьмого и девятого на
            # голосование»: two seats put to the vote in one act, an attempt (tuning66)
            seat = replace(seat, vote=True)
        if tok.verb == "vote" and not seat.vote and kandidatura is None:
            if not (self._vote_before(i) or self._added_to_ballot(i, seat) or (seat.kind == "seat" and any(
                    self.is_(x, self.lex.vote_phrases) for x in range(i + 1, seat.end + 1)))):
                return None
            # «на голосование отправляю шестого», «кидаю тебя на голосование»
            seat = replace(seat, vote=True)
        if tok.verb == "vote" and self._proposed_seat(i, seat, kandidatura):
            return None   # «предлагаю пятого на голосование»: a proposal (tuning87)
        if (seat.kind == "seat" and tok.verb in ("vote", "direct")
                and not any(w in self.lex.vote_phrases for w in self.words)
                and 0 <= seat.at != i and self._not_object(seat.at)):
            return None   # «(седьмому) ставлю (седьмому) плюс», «ставлю тысячу»: no seat object
        if tok.verb in ("vote", "direct") and self._for_discussion(i, seat):
            return None   # «предлагаю кандидатуру второго на обсуждение»: to talk over, no vote
        if seat.kind == "seat" and tok.verb == "direct" and self._marked(seat.at):
            return None   # «ставлю пятерку за речь третьему»: a mark given, no seat put up
        if seat.kind == "seat" and self._marks_given(i, seat.at):
            return None   # «остальным выставлю двойки в дневник»: school marks (tuning75)
        if seat.kind != "seat" and self._asks_then_acts(i):
            return None   # «выставлю кого? вот, выставляю седьмого»: asked of himself, then done
        cleft = None if answered else self._cleft_seat(i)
        if cleft is not None:
            # «четырнадцатый, вот кого я выставляю»: the seat named, then the cleft (tuning87)
            value, seat_cost = self.seat_value(cleft) or (None, 0.0)
            seat = Seat("seat", value, seat_cost, end=i + 1, start=cleft, at=cleft)
        elif self._asked(i) and not answered and self._answered_pointing(i):
            return Act("attempt", i, len(self.t), reason="unclear seat")   # «…кого я выставляю — его»
        if cleft is None and ((self._asked(i) and not answered) or self.asked_of_table(i)
                              or self.belief_asked(i)):
            return None   # «кого выставляем?», «ну что, седьмого выставляем?»: asked, not done
        if self.idiom_in(i + 1, max(seat.end, i + 1)):
            return None   # «ставлю его под сомнение», «выставляю себя дураком»: an idiom
        if tok.verb in ("direct", "damaged") or misheard:
            if tok.verb == "direct" and seat.kind in ("none", "stop") and self.negated(i) and any(
                    self.words[k] in _NOBODY_PUT for k in range(max(0, i - 3), i)):
                # «…, никого не ставлю»: no one put, the act before taken back
                return Act("veto", i, max(seat.end, i + 1), reason="negation")
            if (tok.verb == "direct" and seat.kind != "seat" and self._number_lost(i)
                    and not self.negated(i)):
                # «ставлю игрока номер…»: the seat word said, its number lost (tuning112)
                return Act("attempt", i, len(self.t), reason="no target")
            if seat.kind != "seat" and not (seat.vote and tok.verb == "direct"):
                return None
            if self.lex.lang == "en" and not seat.vote and self.is_(seat.end, self.lex.prepositions):
                return None   # «i put seven in my list»: put somewhere else, not to the vote
        end = max(seat.end, i + 1)
        perfective = mood == "perfective"
        # the frames before an object said first stand before it («допустим, седьмого я
        # выставляю», «он сказал: седьмого выставляю»)
        first = seat.start if 0 <= seat.start < i else i
        if self.quoted(i) or (first < i and self.quoted(first)) or self.attributed(seat.end):
            return Act("veto", i, end, reason="reported")
        if (self._judged_wrong(end) or self._disowned(end) or self._mentioned(i, end)
                or self._disagreed(i, end)):
            return Act("veto", i, end, reason="reported")   # «…выставляю шестого — это ошибка»
        if seat.kind != "seat" and (self._declined_after(end) or self._given_up_after(i + 1)):
            # «выставляю пя… ой нет, не буду никого»: the seat lost, then the act declined
            # (tuning77)
            return Act("veto", i, end, reason="negation")
        if self._joked(end) or self._sarcastic(i, end) or self._withheld(i, end):
            # «седьмого я выставляю, шучу», «ага, щас, выставлю я седьмого»
            return Act("veto", i, end, reason="negation")
        if self.negated(i) or self.denied(i) or seat.kind in ("nobody", "retracted"):
            return Act("veto", i, end, reason="negation")
        if perfective and tuple(self.words[end:]) in _SO_WHAT:
            return Act("veto", i, end, reason="conditional")   # «выставлю его, и что дальше?»
        if perfective and self._plan_goes_on(end):
            return Act("veto", i, end, reason="conditional")   # «выставлю его и пойду за пивом»
        if self._gerund_subject(i, end):
            return Act("veto", i, end, reason="conditional")   # «nominating seven would be wrong»
        if seat.kind in ("unclear", "relative") and self._saying_before(i):
            # «как говорил мой покойный дед: выставляю первого, кто моргнет»: a saying quoted,
            # its act with no seat of its own (with a seat, «как сказал пятый, выставляю
            # третьего», the act is his) (tuning75)
            return Act("veto", i, end, reason="reported")
        if perfective and seat.kind == "none" and self._someone_else(i + 1):
            # «…так что выставлю кого то другого»: someone else to come, a plan with no seat
            # (tuning86; as «выставлю кого нибудь другого»)
            return Act("veto", i, end, reason="conditional")
        if self.correlative(i) and not perfective and self.correlative_past(i):
            return Act("attempt", i, end, reason="unclear seat")   # «кто это сказал, того и выставляю»
        if self.correlative(i) or (perfective and seat.kind == "relative"):
            return Act("veto", i, end, reason="conditional")   # «кто…, того и выставлю»
        if seat.kind == "relative" and self._who_will(end):
            # «в конце круга выставляю того, кто собьется»: whoever will do it, no one yet — a
            # plan (tuning105; «выставляю того, кто сбился» is an attempt)
            return Act("veto", i, end, reason="conditional")
        # with no seat, what follows the verb is where another time or a question is said
        # («выставлю потом», «выставлю кого нибудь позже», «выставляем кого нибудь или нет»)
        after = seat.end if seat.kind == "seat" else i + 1
        if (self.hedged(i, perfective, seat.kind == "seat")
                or (first < i and self.hedged(first, perfective)
                    and not self.wished(first - 1, i))   # «хочу седьмого, выставляю»
                or self.another_time(i, perfective)
                or self.future_after(after, perfective) or self.later_said(after)
                or self.said_later(first)
                or (seat.kind == "seat" and any(self._time_at(m, perfective)
                                                for m in range(i + 1, max(seat.start, i + 1))))):
            # «выставлю завтра пятого»: another time between the verb and its seat
            return Act("veto", i, end, reason="conditional")
        return self._outcome(i, seat, cost)

    def _outcome(self, i: int, seat: Seat, cost: float) -> Act:
        end = max(seat.end, i + 1)
        if seat.kind == "seat":
            total = round(cost + seat.cost, 3)
            if total <= THRESHOLD:
                return Act("nominate", i, end, seat.value, cost=total, start=seat.start)
            return Act("attempt", i, end, reason="too far" if total <= NEAR else "unclear seat",
                       cost=total)
        if seat.kind in ("negated", "retracted", "nobody"):
            return Act("veto", i, end, reason="negation")
        if seat.kind == "ambiguous":
            return Act("attempt", i, end, reason="ambiguous")
        if seat.kind in ("unclear", "relative"):
            return Act("attempt", i, end, reason="unclear seat")
        return Act("attempt", i, end, reason="no target")

    def _number_lost(self, i: int) -> bool:
        """After the verb at ``i``, only the seat words ending in «номер» («игрока номер»,
        «под номером») and fillers: the number lost where it was to come (tuning112)?"""
        rest = [x for x in range(i + 1, len(self.t)) if self.words[x] not in self.lex.fillers]
        return bool(rest) and all(self.is_(x, self.lex.slots) for x in rest) and (
            self.words[rest[-1]].split()[-1] in _NUMBER_WORDS)

    def quote_goes_on(self, m: int, i: int) -> bool:
        """Do the words from ``m`` (right after a quoted act's verb) to the next act's verb at
        ``i`` go on with the quote: nothing but fillers, «я», «да», a repeat word, its seat, no
        contrast or new clause («…, а я выставляю», «но я»)?"""
        if any(self.words[k] in _I_CONTRAST and self.is_(k + 1, _THOUGH) for k in range(m, i)):
            return False   # «третий говорит: выставляю шестого; я же выставляю пятого»: his own
        if self.words[m:m + 2] == ["и", "номер"] and not any(
                self.t[k].kind == "num" for k in range(m, i)):
            # «нам объяснили: надо говорить выставляю и номер; выставляю девятого»: the formula
            # told as a template (the verb «и номер», no seat) ends there; the one after is his
            return False
        lex = self.lex
        return all((self.words[k] in _QUOTE_ON or self.words[k] in lex.fillers
                    or self.words[k] in lex.speech
                    # «…пятого выставляем, пятого выставляем»: the seat first, said again
                    or self.t[k].kind == "num"
                    or self.is_(k, lex.slots, lex.vote_phrases, lex.self_words, lex.addressed))
                   and not self.boundary(k) for k in range(m, i))

    # ---- no verb ------------------------------------------------------------------------
    def _verbless_word(self, k: int) -> bool:
        lex = self.lex
        return self.t[k].kind == "num" or self.is_(
            k, lex.own, lex.heads, lex.vote_phrases, lex.verbless_free, lex.slots, lex.fillers,
            lex.negations, lex.corrections, lex.weak_corrections, _VERBLESS_PRONOUNS,
            _PARTICIPLES) or self._by_me(k)

    def _by_me(self, k: int) -> bool:
        """Is token ``k`` part of «у меня» («у меня выставляется десятый»: whose act it is)?"""
        w = self.words[k]
        return (w == "у" and self.is_(k + 1, _ME)) or (w in _ME and self.is_(k - 1, _AT))

    def _opens(self, k: int) -> bool:
        """Can a clause start at token ``k`` (the utterance's start, after a new clause's word,
        an end formula, a filler or «я», after those he speaks to: «уважаемый ведущий, от меня
        …», or with «а», «и»)?"""
        lex = self.lex
        return k <= 0 or self.boundary(k - 1) or self.is_(
            k - 1, lex.end_words, lex.fillers, lex.boundaries, lex.skip, _ADDRESSES) or self.is_(
            k, lex.conjunctions) or self._own_subject(k) or (
            # «ну давай второй на голосование»: «давай» (come on) opening, no verb to propose
            self.words[k - 1] == "давай" and (k == 1 or self.is_(k - 2, lex.fillers)))

    def _after_clause(self, k: int) -> bool:
        """Does the verbless act at ``k`` start after a clause that ended before it: «моя
        кандидатура», «мой кандидат» (the speaker's own words, after anything: «…всех запутать,
        моя кандидатура девятый»), or a head or a vote phrase after a noun or a verdict («…с
        каменным лицом, кандидатура номер восемь», «шестой черный, на голосование шестого»;
        not «выставлена кандидатура номер семь», nor after a time word: «вчера от меня
        третий»)?"""
        lex, w, before = self.lex, self.words[k], self.words[k - 1]
        if lex.lang != "ru" or self.t[k - 1].kind != "word" or self.is_(
                k - 1, lex.speech, lex.prepositions, lex.negations, _PARTICIPLES):
            return False
        if any(self.is_(x, lex.habitual, lex.later, lex.future_time, lex.time_nouns)
               for x in range(max(0, k - 3), k)):
            return False   # «вчера от меня третий», «в прошлой игре кандидатура номер три»
        if w in lex.own and w.startswith("мо"):
            return True
        return (w in lex.heads or w in lex.vote_phrases) and (
            before in _VERDICTS or before in _SETTLED or (" " not in before and is_noun(before)))

    def _own_subject(self, k: int) -> bool:
        """Is token ``k`` a head that is a subject of its own («…i've been listening my
        nomination is nine»), with no hedge, future or negation just before it («maybe my
        nomination is nine» is not the act)?"""
        lex = self.lex
        return self.words[k] in lex.heads and self.words[k].startswith("my ") and not self.is_(
            k - 1, lex.hedges, lex.future, lex.future_time, lex.later, lex.modals, lex.negations,
            lex.speech, lex.stoppers)

    def _remark(self, end: int) -> int:
        """Where a closing remark starts («моя кандидатура четвертый, хотя он уже стоит»): a
        concessive or a reason with no seat, no verb of the act, no correction in it; else
        ``end``."""
        lex = self.lex
        for k in range(end - 1, 0, -1):
            w = self.words[k]
            if self.t[k].kind in ("num", "verb") or self.is_(
                    k, lex.corrections, lex.weak_corrections, lex.retractions, lex.nobody,
                    lex.end_words):
                return end
            if w in _REMARKS:
                return k
            if w in _BUT and self.is_(k + 1, _OWN_VOTE):
                return k   # «седьмого на голосование, а голосую как решу»: his clause after it
        return end

    def verbless_act(self) -> Act | None:
        """«от меня номер восемь», «мой кандидат шестой», «кандидатура моя тринадцатый», «на
        голосование идет третий от меня», «седьмого на голосование»: a clause closing the
        utterance with no verb, only one seat phrase, the words that make it the speaker's
        choice (``own``, ``heads``: «кандидатура», or a vote phrase «на голосование» — not the
        state «на голосовании»), and ``verbless_free`` words. A «кандидатура» or a vote phrase
        alone must open the utterance or a clause («выставлена кандидатура номер семь» is the
        host's)."""
        lex = self.lex
        end = self._remark(len(self.t))   # before a remark, past the closing words, not «from me»
        if end > 1 and self.words[end - 1] == "время":
            end -= 1   # «…, седьмого на голосование, время»: the timer called over the act
        while end > 0 and self.closing(end - 1) and self.words[end - 1] not in lex.own:
            end -= 1
        start = end
        while start > 0 and self._verbless_word(start - 1):
            start -= 1
        while start < end and self.is_(start, lex.corrections, lex.weak_corrections):
            start += 1   # «ой, от меня седьмой»: nothing before it to correct
        if start < end and not (self._opens(start) or self.is_(
                start - 1, lex.corrections, lex.weak_corrections)):
            # «…молчит сегодня, вот его на голосование»: «вот» opens a clause; «давайте
            # выставим десятого, от меня десятый»: so does «от меня» after another clause's seat
            start = next((k for k in range(start, end) if self.words[k] == "вот" or (
                k > start and self.words[k] in lex.own and (
                    self.t[k - 1].kind == "num" or self.boundary(k - 1)
                    # «седьмого выставил первый, ну а от меня шестой»: his own after another's
                    or self.words[k - 1] == "а")) or (
                    # «у каждого одна кандидатура, и моя кандидатура шестнадцатый»: his own
                    # head joined after a clause about heads (its seat words are not his)
                    k > start and self.words[k] in _MY_HEADS and self.words[k - 1] in _AND_BUT)
                or (k == start and self._after_clause(k))), end)
        if start == end:
            return None
        clause = range(start, end)
        seats = [k for k in clause if self.t[k].kind == "num"]
        own = any(self.words[k] in lex.own for k in clause)
        pronouns = [k for k in clause if self.words[k] in _VERBLESS_PRONOUNS]
        # «восьмой, вот он и выставляется»: the seat before the pronoun is whom it stands for
        first_seat = next((k for k in clause if self.t[k].kind == "num"
                           and not (pronouns and k < pronouns[0])), end)
        # «выставляется десятый»: the passive head only before the seat
        head = any(self.words[k] in lex.heads and (
            self.words[k] not in _PASSIVE_HEADS or k < first_seat) for k in clause)
        ballot = any(self.words[k] in lex.vote_phrases and (
            self.words[k] not in lex.ballot_state or self._sent_on(k)) for k in clause)
        if not (own or head or ballot) or self.quoted(start) or self.words[start] in _VERB_FIRST:
            return None   # «is seven my nomination?»: asked
        if not own and any(self.words[k] in _PARTICIPLES for k in clause):
            return None   # «на голосование выставлен игрок номер два»: the host says so
        if any(self.words[k] in lex.negations for k in clause):
            return Act("veto", start, end, reason="negation")   # «моя кандидатура не десятый»
        fixes = [k for k in clause if self.is_(k, lex.corrections, lex.weak_corrections)]
        if fixes:   # «на голосование восьмого, ой, то есть седьмого»: the seat after it
            seats = [k for k in seats if k > fixes[-1]]
            if not seats and ((self.words[fixes[-1]] in SECOND_THOUGHT
                               and not self.closes(fixes[-1] + 1)) or (
                    self.words[fixes[-1]] in SLIPS and self.closes(fixes[-1] + 1))):
                # «на голосование второго, отставить», «…, хотя нет, погодите»: undone
                return Act("veto", start, end, reason="negation")
            if not seats:
                return Act("attempt", start, end, reason="unclear seat")
        if pronouns and (head or ballot):
            if any(k > pronouns[0] for k in seats):   # «его на голосование, седьмого»
                return Act("attempt", start, end, reason="ambiguous")
            # «девятый молчит, вот его на голосование», «вот он и выставляется»
            seat = self.antecedent(pronouns[0], PRONOUN, ballot)
            if seat.kind != "seat":
                return Act("attempt", start, end, reason="unclear seat")
            return Act("nominate", start, end, seat.value, cost=seat.cost, start=start)
        if pronouns:
            return None
        if not seats:   # «от меня… э… ну»: he hesitates where the seat should be
            hesitates = (own or ballot) and end < len(self.t) and all(
                self.words[k] in lex.fillers for k in range(end, len(self.t)))
            return Act("attempt", start, end, reason="no target") if head or hesitates else None
        values = {self.t[k].value for k in seats}
        if len(values) > 1 or not self.nameable(seats[0]):
            if not (own or head):
                return None
            return Act("attempt", start, end, reason="ambiguous" if len(values) > 1
                       else "unclear seat")
        at = seats[0]
        return Act("nominate", start, end, self.t[at].value, cost=self.t[at].cost, start=start)

    def _sent_on(self, k: int) -> bool:
        """English «seven (goes) on the vote»: the ballot phrase at ``k`` right after the seat or
        «goes», with no «is/are» nor «already» in the utterance («seven is on the vote», the
        host's), closing it: where the speaker sends him."""
        lex = self.lex
        if lex.lang != "en" or not self.closes(k + 1) or any(w in _STATE for w in self.words):
            return False
        j = k - 1
        if self.is_(j, _GOES):
            j -= 1
        return j >= 0 and self.t[j].kind == "num"

    def bare_act(self, h: int) -> Act | None:
        """A whole utterance «номер семь»: the number as named alone («номер девятому» is no
        nomination)."""
        seat = self.seat_after(h + 1, strict=True)
        if seat.kind == "seat" and not self.nominative_cardinal(seat.start):
            return None
        if seat.kind not in ("seat", "ambiguous") or not self.closes(seat.end):
            return None
        lex = self.lex
        if seat.kind == "seat" and not all(
                self.closing(k) or self.t[k].value == seat.value or self.is_(
                    k, lex.slots, lex.corrections, lex.weak_corrections, lex.correction_gap)
                for k in range(seat.start + 1, len(self.t))):
            return None   # «номер десять мафия, кандидат номер десять»: talk about him
        if self.quoted(h) or self.negated(h):
            return None
        if any(self.words[k] in ("я", "i") for k in range(seat.end, len(self.t))):
            return None   # «номер семь — это я»: who he is, not whom he nominates
        return self._outcome(h, seat, 0.0)


def find_acts(toks: list[Token], ctx: ListenContext, lex: Lexicon) -> list[Act]:
    """Every nomination act in ``toks``, in order (see the module).

    >>> from pihost.listen.lexicon import RU
    >>> from pihost.listen.reading import tokens
    >>> ctx = ListenContext(speaker=1, alive=tuple(range(1, 11)))
    >>> [a.outcome for a in find_acts(tokens("у десятого хорошая речь", RU), ctx, RU)]
    []
    """
    p = _Parser(toks, ctx, lex)
    acts: list[Act] = []
    for i, tok in enumerate(toks):
        act = p.verb_act(i) if tok.kind == "verb" else None
        if act is None:
            continue
        if acts and acts[-1].reason == "reported" and p.quote_goes_on(acts[-1].at + 1, act.at):
            # «восьмой кричал: выставляю первого, выставляю первого»: a quote said twice is
            # still the quote, up to a contrast or a new clause
            act = Act("veto", act.at, act.end, reason="reported")
        acts.append(act)
    verbless = p.verbless_act()
    if verbless is not None:
        acts = sorted([*acts, verbless], key=lambda a: a.at)
    if not acts:
        first = next((k for k, w in enumerate(p.words) if w not in lex.fillers), None)
        if first is not None and p.words[first] in lex.bare_slots:
            act = p.bare_act(first)
            if act is not None and act.outcome == "nominate":
                acts.append(act)
    return acts


# «выставляю второго, так, второй — это я, выставляю первого»: the speaker finding that the seat
# he named is his own, a correction between the acts (tuning67)
_ITS_ME = (("это", "я"), ("это", "же", "я"), ("it's me",), ("that's me",), ("it's", "me"),
           ("that's", "me"), ("that is me",))


def _between(toks: list[Token], a: Act, b: Act, lex: Lexicon) -> bool:
    """Does a correction or a contrast stand between two acts («ой», «но», «тогда», «а», «N —
    это я»)?"""
    words = {t.word for t in toks[a.at:b.at]}
    if words & (lex.corrections | lex.weak_corrections | lex.boundaries
                | {"а", "тогда", "but", "then"}):
        return True
    seq = [t.word for t in toks[a.at + 1:b.at]]
    if any(tuple(seq[x:x + len(m)]) == m for m in _ITS_ME for x in range(len(seq))):
        return True
    return _restarted(toks, a, b, lex)


# «выставляю пятого, э, запутался, выставляю шестого»: the act said again from its verb after a
# short stretch of his own (a hesitation, a word on his slip) is a restart, the later seat
# stands; not with nothing between («выставляю пятого выставляю шестого»: two acts), nor across
# a conjunction or «еще», «также» (one more act), nor a number
_ONE_MORE = frozenset({"еще", "также", "плюс", "потом", "затем", "и", "или", "либо", "and", "or",
                       "also", "then", "too", "второй", "вторым", "второго"})
_RESTART_GAP = 4


def _restarted(toks: list[Token], a: Act, b: Act, lex: Lexicon) -> bool:
    if toks[b.at].kind != "verb" or toks[b.at].word != toks[a.at].word:
        return False
    seat = max((x for x in range(a.at + 1, b.at) if toks[x].kind == "num"), default=a.at)
    gap = toks[seat + 1 if seat > a.at else max(a.at + 1, a.end):b.at]   # after his first seat
    words = [t.word for t in gap]
    if words[:2] == ["еще", "раз"]:
        words = words[2:] or ["раз"]   # «…, еще раз, выставляю шестого»: said again, anew
    return (0 < len(gap) <= _RESTART_GAP and all(t.kind == "word" for t in gap)
            and not any(w in _ONE_MORE for w in words)
            and not all(w in ("я", "i") for w in words))   # «…two, i nominate six»: two acts


def resolve(acts: list[Act], toks: list[Token], lex: Lexicon) -> Act | None:
    """The one act the utterance comes to: the last nomination (a later different seat only
    after a correction or contrast, else ambiguous), taken back by a later negated act with no
    other seat; else the last attempt; else the strongest veto.

    >>> resolve([], [], None) is None
    True
    """
    noms = [a for a in acts if a.outcome == "nominate"]
    if noms:
        last = noms[-1]
        for a, b in zip(noms, noms[1:], strict=False):
            if a.target != b.target and not _between(toks, a, b, lex):
                return Act("attempt", b.at, b.end, reason="ambiguous")
        later = [a for a in acts if a.at > last.at and a.outcome == "veto"
                 and a.reason == "negation"]
        if later:
            return later[-1]
        return last
    attempts = [a for a in acts if a.outcome == "attempt"]
    if attempts:
        # «выставляю шестого, ой, не тот шестой, извините, я никого не выставляю»: the attempt
        # taken back by a later negated act of his
        later = [a for a in acts if a.at > attempts[-1].at and a.outcome == "veto"
                 and a.reason == "negation"]
        if later:
            return later[-1]
        last = attempts[-1]
        restart = next((b for b in acts if b.at >= last.end and b.outcome == "veto"), None)
        if (restart is not None and last.reason == "unclear seat"
                and toks[restart.at].word == toks[last.at].word
                and all(t.word in lex.fillers for t in toks[last.end:restart.at])):
            # «выставлю я его… выставлю седьмого, но не сегодня»: the act broken off and said
            # again at once with its seat; what the restart says decides (tuning60)
            return restart
        return last
    for reason in ("negation", "conditional", "reported"):
        vetoes = [a for a in acts if a.reason == reason]
        if vetoes:
            return vetoes[-1]
    return None
