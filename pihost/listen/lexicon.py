"""The words the box listens for, per language: seat numbers in every form, the words of the
nomination act (its verbs and their moods, the vote phrase, the seat phrase, corrections), the
words that veto it (negation, hedges, future, reported speech), and the end-of-speech formulas.

Everything here is data; ``act`` parses the nomination with it, ``intents`` decides, and
``grammar`` builds the vosk phase grammars from the same tables (``sentences`` are the act's
phrasings), so the recogniser can write everything the matcher accepts or vetoes.

>>> RU.numbers["десятого"], RU.numbers["десятку"], RU.numbers["десять"]
(10, 10, 10)
>>> RU.verbs["выставляю"], RU.verbs["выставлю"], RU.verbs["выставил"]
('act', 'perfective', 'other')
>>> "я выставляю игрока номер {N}" in RU.sentences
True
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cached_property

from pihost.listen.forms import forms_of, paradigm

NUM = "{N}"        # the seat-number slot in a sentence template: any of the seat's usual forms
NUM_NAMED = "{Nn}"  # only the forms that name a seat alone or as a subject («семь», «седьмой»)
NUM_BY = "{Ni}"     # the instrumental ordinal of «под седьмым номером»
SLOTS = (NUM, NUM_NAMED, NUM_BY)

# Hard-stem adjective endings (ordinal numerals): all cases, genders and the plural.
_ADJ = ("ый", "ого", "ому", "ым", "ом", "ая", "ой", "ую", "ое", "ые", "ых", "ыми")
_ADJ_STRESSED = ("ой",) + _ADJ[1:]  # второй, шестой, седьмой, восьмой
_THIRD = ("третий", "третьего", "третьему", "третьим", "третьем", "третья", "третьей",
          "третью", "третье", "третьи", "третьих", "третьими")
_NOUN_KA = ("а", "и", "е", "у", "ой", "ою")  # десятка, десятку... (the card/seat "ten")

_RU_CARDINALS = {
    1: ("один", "одного", "одному", "одним", "одном", "одна", "одной", "одну", "одно", "одни"),
    2: ("два", "две", "двух", "двум", "двумя"),
    3: ("три", "трех", "трем", "тремя"),
    4: ("четыре", "четырех", "четырем", "четырьмя"),
}
# 5-20 decline like «пять, пяти, пятью».
_RU_SOFT = {5: "пят", 6: "шест", 7: "сем", 8: "восем", 9: "девят", 10: "десят",
            11: "одиннадцат", 12: "двенадцат", 13: "тринадцат", 14: "четырнадцат",
            15: "пятнадцат", 16: "шестнадцат", 17: "семнадцат", 18: "восемнадцат",
            19: "девятнадцат", 20: "двадцат"}
_RU_ORDINAL_STEMS = {1: ("перв", _ADJ), 2: ("втор", _ADJ_STRESSED), 4: ("четверт", _ADJ),
                     5: ("пят", _ADJ), 6: ("шест", _ADJ_STRESSED), 7: ("седьм", _ADJ_STRESSED),
                     8: ("восьм", _ADJ_STRESSED), 9: ("девят", _ADJ), 10: ("десят", _ADJ)}
# «семерочку»: the fond form of the card nouns
# «трешку»: the slang card noun for three
# «пятнашку»: the slang noun for fifteen
_RU_SLANG = {3: "трешк", 15: "пятнашк"}
_RU_DIMINUTIVES = {2: "двоечк", 3: "троечк", 4: "четверочк", 5: "пятерочк", 6: "шестерочк",
                   7: "семерочк", 8: "восьмерочк", 9: "девяточк", 10: "десяточк"}
# «пятак», «кидаю пятака»: the youth slang for seat five (a masculine noun: «пятаков» is a name)
_RU_SLANG_MASC = {5: "пятак"}
_NOUN_MASC = ("", "а", "у", "ом", "е")
_RU_NOUNS = {2: "двойк", 3: "тройк", 4: "четверк", 5: "пятерк", 6: "шестерк", 7: "семерк",
             8: "восьмерк", 9: "девятк", 10: "десятк"}
# «ставлю пятерку за речь»: the number nouns that are a mark given too (a school mark, a score)
RU_MARKS = frozenset(stem + end for stem in _RU_NOUNS.values() for end in _NOUN_KA)
# «ставлю пять за игру всем», «ставлю всем пять с плюсом»: the cardinals of the school scale are a
# mark too when what it is given for follows (tuning57)
RU_MARK_CARDINALS = frozenset("два три четыре пять".split())
# «второй громко заявил: выставляю…»: the manner words of the voice, that say how a thing was
# said, not how much someone talks («второй мало говорит»)
RU_VOICE = frozenset("громко тихо вслух шепотом".split())
# «пятнадцатый уверенно заявил: выставляю…»: the manner words of how sure a thing said once was
# (before a perfective past only: «слишком уверенно говорил про шерифа» is how he talked)
# (tuning83)
RU_DELIVERY = frozenset("уверенно неуверенно спокойно".split())
# «погодите» (wait): the table asked to wait, before a correction («…, погодите, отставить») or
# after «хотя» as a second thought («…, хотя погодите, пусть скажет», as «хотя нет»)
RU_WAIT = ("погодите", "подождите", "погоди", "подожди")
# «…седьмого, минуточку, пятого»: one moment — the table stopped before a fix, as with «стоп»
RU_MOMENT = ("минуточку", "секундочку", "минутку",
             # «…пятого, секунду, второго»: the plain «секунду», «минуту» too (tuning64)
             "секунду", "минуту", "одну секунду", "одну минуту", "секунду одну", "минуту одну")
# «…седьмого, кринж, забираю»: the youth's words for his own slip (an oath, as «блин»)
RU_SLIP_SLANG = ("кринж", "зашквар")
# Regional speech (surzhyk, Ukrainian-flavoured and Kuban/Don speech, tuning68): its forms of the
# words the matcher has classes for, read as the standard word before anything else is read, so a
# verb of speech opens reported speech, a future is a future, a question particle asks and a
# negation vetoes whatever the dialect. A form maps to one standard word or a few («…тиму», the
# Ukrainian synthetic future, is «буду …ть»). The forms that are also standard Russian words
# with another sense («та», «от», «ни», «чи») are read in context by ``reading``.
RU_REGIONAL = {
    # «шо», «що»: «что»; «шоб», «щоб»: «чтобы»; «шото»: «что то»
    "шо": "что", "що": "что", "шоб": "чтобы", "щоб": "чтобы", "шобы": "чтобы", "штоб": "чтобы",
    "шото": "что то", "шось": "что то", "щось": "что то",
    # the question words: «хиба» (разве), «чому», «хто», «якого», «куды»
    "хиба": "разве", "хіба": "разве", "невжели": "неужели", "чому": "почему",
    "хто": "кто", "якого": "какого", "якой": "какой", "який": "какой", "яка": "какая",
    # the negations: «нэ», «нi» heard «нэ», «нема», «нэма», «немае»
    "нэ": "не", "нема": "нет", "нэма": "нет", "немае": "нет", "нэмае": "нет",
    # the verbs of speech: «каже» (говорит), «кажу», «кажуть», «казав»; «гутарить», «балакать»
    # (Kuban and Don: to talk) in every form below; «брехать» (to lie); «мовляв» (мол)
    "каже": "говорит", "кажэ": "говорит", "кажуть": "говорят", "кажут": "говорят",
    "кажу": "говорю", "кажемо": "говорим", "кажете": "говорите", "казав": "сказал",
    "сказав": "сказал", "казала": "сказала", "казали": "сказали", "кажи": "скажи",
    "брешет": "врет", "брешешь": "врешь", "брешут": "врут", "брехал": "врал", "брехала": "врала",
    "мовляв": "мол", "кажись": "кажется", "балакав": "говорил", "гутарив": "говорил",
    # thinking, wanting, seeing: «думав», «хотив», «хочемо», «бачу» (вижу), «бачив», «бачили»
    "думав": "думал", "гадаю": "думаю", "хотив": "хотел", "хотiв": "хотел",
    "хотила": "хотела", "хочемо": "хотим", "хочете": "хотите", "хочуть": "хотят",
    "бажаю": "хочу", "бачу": "вижу", "бачив": "видел", "бачила": "видела", "бачили": "видели",
    # the future and the conditional: «будэ», «будемо», «будуть»; «якщо», «ежели», «коли» (если);
    # «якбы» (если бы); the Ukrainian synthetic future of the act's verbs
    "будэ": "будет", "будемо": "будем", "будуть": "будут", "будэмо": "будем",
    "якщо": "если", "якшо": "если", "ежели": "если", "ежли": "если", "коли": "если",
    "колы": "когда", "якбы": "если бы", "якби": "если бы",
    "виставлятиму": "буду выставлять", "выставлятиму": "буду выставлять",
    "выставлятыму": "буду выставлять", "висуватиму": "буду выдвигать",
    "выдвигатиму": "буду выдвигать", "голосуватиму": "буду голосовать",
    # the act's verbs in their Ukrainian spelling
    "виставляю": "выставляю", "виставляемо": "выставляем", "выставляемо": "выставляем",
    "виставлю": "выставлю", "висуваю": "выдвигаю", "висуну": "выдвину",
    "гравця": "игрока", "гравець": "игрок", "номэр": "номер",
    # «ну собсна и все»: «собственно» clipped (tuning107)
    "собсна": "собственно", "собсно": "собственно",
    # the time words: «зараз» (сейчас), «потим», «писля», «сьогодни», «вчора», «завтрэ»,
    # «ввечери», «тыждень»
    "зараз": "сейчас", "потим": "потом", "писля": "после", "пiсля": "после",
    "сьогодни": "сегодня", "сёдня": "сегодня", "седня": "сегодня", "вчора": "вчера",
    "завтрэ": "завтра", "ввечери": "вечером", "увечери": "вечером", "ввечеру": "вечером",
    "тыждень": "неделя", "тиждень": "неделя",
    # the particles and words of manner: «ото», «ось» (вот), «мабуть» (наверное), «може»,
    # «трохи», «трошки» (немного), «треба» (надо), «нехай», «хай» (пусть), «годи», «досыть»
    # (хватит), «звисно», «авжеж» (конечно), «дуже» (очень), «тильки» (только)
    "ото": "вот", "ось": "вот", "оце": "вот", "мабуть": "наверное", "мабудь": "наверное",
    "може": "может", "трохи": "немного", "трошки": "немного", "треба": "надо",
    "нехай": "пусть", "хай": "пусть", "годи": "хватит", "досыть": "хватит", "досить": "хватит",
    "звисно": "конечно", "авжеж": "конечно", "дуже": "очень", "тильки": "только",
    "тилько": "только", "ничого": "ничего", "нычого": "ничего",
    # «усе», «усё», «уси», «вси»: «все»
    "усе": "все", "усё": "все", "уси": "все", "вси": "все", "всэ": "все",
    # «у меня фсе»: the «в» heard devoiced before «с», the recogniser's spelling (tuning104)
    "фсе": "все", "фсё": "все", "фсех": "всех", "фсем": "всем",
    # the pronouns: «його», «йому», «вин», «вона», «воны», «мэнэ», «мени», «тэбэ», «тоби»
    "його": "его", "йому": "ему", "ёго": "его", "нього": "него", "вин": "он", "вона": "она",
    "воны": "они", "вони": "они", "мэнэ": "меня", "мени": "мне", "тэбэ": "тебя", "тоби": "тебе",
    "мий": "мой", "твий": "твой",
    # the table addressed: «хлопцы», «хлопци», «хлопче» (ребята), «панове» (господа), «куме»
    "хлопцы": "ребята", "хлопци": "ребята", "хлопче": "ребята", "хлопчики": "ребята",
    "хлопчата": "ребята", "панове": "господа", "куме": "друзья", "кумэ": "друзья",
    "станичники": "ребята",
    # the thanks: «дякую» is an end word; «дякуемо», «дякуємо», «дяка»
    "дякуемо": "спасибо", "дякуэмо": "спасибо",
    # Belarusian and trasianka (tuning72), the same classes, in the letters the Russian model
    # writes («і» as «и», «ў» as «у», ``reading.words``): the seat phrase «нумар», «гульца»; the
    # pronouns «цябе», «яго», «мяне», «яна», «яны»; «гэта» (это)
    "нумар": "номер", "нумару": "номеру", "нумарам": "номером", "гульца": "игрока",
    "гулец": "игрок", "цябе": "тебя", "табе": "тебе", "яго": "его", "яму": "ему", "мяне": "меня",
    "яна": "она", "яны": "они", "яе": "ее", "гэта": "это", "гэты": "этот", "гэтага": "этого",
    "гэтую": "эту", "самае": "самое",
    # «усих», «усим»: «всех», «всем» (the «у» for «в»); «няма»: the negation («ня» is read in
    # context: «у ме ня все» is «меня» split); «никога», «нихто», «ничога»
    "усих": "всех", "усим": "всем", "няма": "нет", "никога": "никого", "нихто": "никто",
    "ничога": "ничего",
    # the Armenian thanks with its «х» heard («шнорхакалутюн»), or its «а»
    # as «о»: the end word «шноракалутюн» (tuning80)
    "шнорхакалутюн": "шноракалутюн", "шнорокалутюн": "шноракалутюн",
    "шнорхокалутюн": "шноракалутюн",
    # the verbs of speech: «кажа», «кажаш», «гаворыць», «гавару», «сказау», «казау»
    "кажа": "говорит", "кажаш": "говоришь", "кажам": "говорим", "кажаце": "говорите",
    "гаворыць": "говорит", "гавораць": "говорят", "гавару": "говорю", "гаворыш": "говоришь",
    "гаварыць": "говорить", "гаварыу": "говорил", "гаварыла": "говорила",
    "сказау": "сказал", "казау": "сказал", "сказаць": "сказать",
    # thinking, knowing and wanting: «хачу», «хоча», «хацеу», «думау», «ведаю» (знаю); the
    # conditional «калі» (если)
    "хачу": "хочу", "хоча": "хочет", "хацеу": "хотел", "хацела": "хотела",
    "думау": "думал", "кали": "если", "ведаю": "знаю", "ведае": "знает", "ведаеш": "знаешь",
    # the question words: «што», «чаму», «каго», «як» (как), «якога»
    "што": "что", "чаму": "почему", "каго": "кого", "як": "как", "якога": "какого",
    # the time words: «потым», «пасля» (потом, после), «сёння», «заутра», «учора»
    "потым": "потом", "пасля": "потом", "сення": "сегодня", "заутра": "завтра", "учора": "вчера",
    # the vote: «галасаванне», «галасую»; the thanks: «дзякуй», «дзякую», «за увагу»
    "галасаванне": "голосование", "галасаванни": "голосовании",
    "галасую": "голосую", "галасуем": "голосуем", "галасаваць": "голосовать",
    "дзякуй": "спасибо", "дзякую": "спасибо", "дзякуем": "спасибо", "увагу": "внимание",
    # «пакуль» (пока), «больш» (больше), «чаго» (чего)
    "пакуль": "пока", "больш": "больше", "чаго": "чего",
    # the joke owned: «жартую» (шучу), «жартуе», «жарт» (шутка)
    "жартую": "шучу", "жартуе": "шутит", "жарт": "шутка",
    # Siberian and Ural speech: «седни», «седня» (сегодня)
    "седни": "сегодня",
    # «шибко» (очень), «баской», «баска» (красивый): the Siberian words of manner and quality
    "шибко": "очень", "баской": "красивый", "баская": "красивая", "баские": "красивые",
    # the table addressed: «паря» (парень), «робяты», «робята» (ребята)
    "паря": "ребята", "робяты": "ребята", "робята": "ребята",
    # «сем», «сёмы» (семь, седьмой): the Belarusian seven, also the clipped «семь» (the words
    # «сем», «семы» of the dictionary are bookish, never said at the table)
    "сем": "семь", "семы": "седьмой", "позна": "поздно",
    # the farewell and the finishing verb of the Ukrainian and Belarusian table (tuning95):
    # «бувайте», «бувай», «бывайце» (бывайте); «скончыу» (the Belarusian «скончыў»), «скончил»,
    # the Ukrainian «закинчив», «скинчив» (закончил)
    "бувайте": "бывайте", "бувай": "бывайте", "бывайце": "бывайте", "бувайтэ": "бывайте",
    "скончыу": "закончил", "скончыла": "закончила", "скончил": "закончил",
    "скончила": "закончила", "закинчив": "закончил", "скинчив": "закончил",
    "закинчила": "закончила", "скинчила": "закончила",
    # «на голасаванне», «голосованне»: the Belarusian «-анне» of «голосование» heard on the
    # Russian stem, or half the word Belarusian (tuning95)
    "голосованне": "голосование", "галасованне": "голосование", "голасаванне": "голосование",
    "голосованни": "голосовании",
    # the old village speech (tuning90): the demonstratives «ентот», «энтого», «енту» (этот,
    # этого, эту), so that «вот ентого и выставляю» points back as «этого»; «таперича»,
    # «теперича» (теперь), «нонче», «ноне» (сегодня), «чаво», «чево» (чего: «чаво ждать» asks
    # why wait), «завтрева» (завтра), «опосля» (потом)
    "ентот": "этот", "энтот": "этот", "ентого": "этого", "энтого": "этого", "енту": "эту",
    "энту": "эту", "ента": "эта", "энта": "эта", "енто": "это", "энто": "это", "ентих": "этих",
    "энтих": "этих", "ентому": "этому", "энтому": "этому", "ентой": "этой", "энтой": "этой",
    "таперича": "теперь", "тапереча": "теперь", "теперича": "теперь", "топерича": "теперь",
    "нонче": "сегодня", "ноне": "сегодня", "нонеча": "сегодня", "чаво": "чего", "чево": "чего",
    "завтрева": "завтра", "опосля": "потом", "апосля": "потом",
}
# «гутарить» (Kuban and Don: to talk) in every form and with every prefix («гутарил», «погутарим»,
# «гутарят»): the verb «говорить» with its stem
RU_REGIONAL_STEMS = (("гутар", "говор"),
                     # the Belarusian «ў» (heard «у») for «в» in the act's verbs: «выстауляю»,
                     # «выстаулю», «выстауляць» (tuning72)
                     ("стаул", "ставл"))
# «балакать» (to chat, the south's verb of speech): its forms as those of «говорить»
RU_REGIONAL.update({"балака" + end: "говор" + std for end, std in (
    ("ть", "ить"), ("ю", "ю"), ("ешь", "ишь"), ("ет", "ит"), ("ем", "им"), ("ете", "ите"),
    ("ют", "ят"), ("л", "ил"), ("ла", "ила"), ("ли", "или"), ("й", "и"), ("йте", "ите"))})
# the IT table's loanwords for the words the matcher has classes for, read as those words
# (tuning89; the matcher reads them, the grammar need not write them): «…седьмого, хотфикс,
# шестого», «…, коррекция, …»: the fix of a seat as «поправка»
RU_REGIONAL.update({"хотфикс": "поправка", "багфикс": "поправка", "коррекция": "поправка"})
# the words of another language switched to inside a Russian speech, written in Latin letters,
# read as the Russian words of their class (tuning83: an IT evening of Russian speakers abroad;
# the matcher reads them, the grammar need not write them): the English and German words of a
# correction («выставляю десятого, sorry, одиннадцатого», «…, nein, …»; «wait», the table
# stopped, as «стоп»), and the English verbs of speech that open another's words («он always
# says: выставляю…»)
RU_REGIONAL.update({"sorry": "сорри", "sorri": "сорри", "wait": "стоп", "no": "нет",
                    "oops": "упс", "nein": "нет", "nee": "нет", "warte": "стоп",
                    "says": "говорит", "said": "сказал", "told": "сказал", "tells": "говорит",
                    "wrote": "написал", "writes": "пишет"})
# the regional spellings of the seat numbers' stems («шостого», «сьомого», «першого»,
# «одинадцятого», «чотыри», «пъятого»): each replaced in a word that is no Russian word, kept
# when the word it gives is a seat number
RU_REGIONAL_NUMBER_STEMS = (
    # the Belarusian «-наццат-» of the teens («адзінаццатага», «трынаццаць») and «адзін»:
    # first, so the stems below find the Russian teen (tuning72)
    ("нацц", "надц"), ("адзин", "один"),
    ("надцят", "надцат"), ("двадцят", "двадцат"), ("дцять", "дцать"), ("одинад", "одиннад"),
    ("дванад", "двенад"), ("чотыр", "четыр"), ("чотир", "четыр"), ("шист", "шест"),
    ("шіст", "шест"), ("симн", "семн"), ("висимн", "восемн"), ("вісім", "восем"), ("дэв", "дев"),
    ("дэс", "дес"), ("пьят", "пят"), ("пъят", "пят"), ("п'ят", "пят"), ("дев'ят", "девят"),
    ("перш", "перв"), ("шост", "шест"), ("сьом", "седьм"), ("сем", "седьм"), ("одын", "один"),
    ("тры", "три"), ("трэт", "трет"), ("третього", "третьего"), ("третьому", "третьему"),
    ("четвэрт", "четверт"),
    # Belarusian (tuning72): «дзевяць», «дзесятага», «трэцяга», «чатыры», «шэсць», «адзін»
    ("дзев", "дев"), ("дзес", "дес"), ("трэц", "трет"), ("трец", "трет"), ("чатыр", "четыр"),
    ("шэс", "шес"), ("адн", "одн"), ("чацв", "четв"), ("дзяв", "дев"), ("дзяс", "дес"),
    ("вацц", "вадц"), ("вась", "вось"),
    # last, after «сем» -> «седьм» (the Ukrainian «семого»): the Belarusian «сям-», «васям-»
    # («сямі», «сямнаццаты», «васямнаццаць») and «шаснаццаць»
    ("васям", "восем"), ("сям", "сем"), ("шаснад", "шестнад"),
)
# the Ukrainian adjective endings of an ordinal («шостий», «першим»)
RU_REGIONAL_ENDINGS = (("ий", "ый"), ("ий", "ой"), ("им", "ым"), ("ій", "ый"), ("ому", "ому"),
                       # Belarusian (tuning72): the cardinal's «-ць» («пяць», «дзевяць»), the
                       # ordinal's «-ага», «-яга» («першага», «трэцяга»), «-ы» («сёмы»), «-и» («трэці»)
                       ("ць", "ть"), ("ага", "ого"), ("яга", "ьего"), ("ым", "ым"), ("ы", "ый"),
                       ("ы", "ой"), ("и", "ий"),
                       # the Belarusian genitive of the cardinals («трох», «чатырох», «дзевяці»)
                       ("ох", "ех"), ("ци", "ти"))
# a cardinal with its soft end lost («восем», «шес», «девят»): the Belarusian «восем» and the
# small model's clipped word alike, read before the stems (tuning72)
RU_REGIONAL_SOFT_ENDS = ("ь", "ть")
# «…восемнадцатого, поправка, снимаю восемнадцатого»: the verbs of withdrawal that take the
# seat withdrawn for their object (a seat after them that is the one nominated is not one in
# its place)
WITHDRAWING = frozenset({"снимаю", "снимаю кандидатуру", "отзываю", "отзываю кандидатуру",
                         "забираю", "withdraw", "i withdraw"})


def _ru_numbers() -> dict[str, int]:
    """Every single-word form of 1-20 (21-25 are two words: «двадцать» + a unit)."""
    forms: dict[str, int] = {}
    for n, words in _RU_CARDINALS.items():
        forms.update(dict.fromkeys(words, n))
    for n, stem in _RU_SOFT.items():
        forms.update(dict.fromkeys((stem + "ь", stem + "и", stem + "ью"), n))
        if n >= 11:
            forms.update({stem + e: n for e in _ADJ})
    del forms["восеми"]  # the one irregular case: «восемь, восьми, восемью»
    forms["восьми"] = 8
    for n, (stem, endings) in _RU_ORDINAL_STEMS.items():
        forms.update({stem + e: n for e in endings})
    forms.update(dict.fromkeys(_THIRD, 3))
    for n, stem in (*_RU_NOUNS.items(), *_RU_DIMINUTIVES.items(), *_RU_SLANG.items()):
        forms.update({stem + e: n for e in _NOUN_KA})
    for n, stem in _RU_SLANG_MASC.items():
        forms.update({stem + e: n for e in _NOUN_MASC})
    # never a seat; «нулевую», «нулевая»: every form of the ordinal, a woman's seat too
    forms.update({"ноль": 0, "нуль": 0, "нуля": 0, "ноля": 0, **{"нулев" + e: 0 for e in _ADJ_STRESSED}})
    forms.update(dict.fromkeys(("нолик", "нолика", "нолику"), 0))   # «выставляю нолик»: zero, fond
    forms.update({"единица": 1, "единицу": 1, "единицы": 1, "единичка": 1, "единичку": 1})
    forms.update({"двадцатк" + e: 20 for e in _NOUN_KA})   # «двадцатку»
    return forms


def _ru_ordinals() -> frozenset[str]:
    """The forms that end a compound number: ordinals («двадцать первого») and the nouns
    («семерка», «единица»); a cardinal unit after «двадцать» joins it as well."""
    out = set(_THIRD) | {"нулев" + e for e in _ADJ_STRESSED} | {
        "единица", "единицу", "единицы", "единичка", "единичку"} | {"двадцатк" + e for e in _NOUN_KA}
    for stem, endings in _RU_ORDINAL_STEMS.values():
        out.update(stem + e for e in endings)
    for n, stem in _RU_SOFT.items():
        if n >= 11:
            out.update(stem + e for e in _ADJ)
    for stem in (*_RU_NOUNS.values(), *_RU_DIMINUTIVES.values(), *_RU_SLANG.values()):
        out.update(stem + e for e in _NOUN_KA)
    for stem in _RU_SLANG_MASC.values():
        out.update(stem + e for e in _NOUN_MASC)
    return frozenset(out)


def _ru_spoken() -> dict[int, tuple[str, ...]]:
    """«десять, десятый, десятого, десятку, десятую» for 1-20; «двадцать один, двадцать
    первого»... (cardinal first: the grammar requires it)."""
    out: dict[int, tuple[str, ...]] = {}
    for n in range(1, 21):
        cardinal = _RU_CARDINALS[n][0] if n in _RU_CARDINALS else _RU_SOFT[n] + "ь"
        if n == 3:
            ordinal = ("третий", "третьего")
        elif n in _RU_ORDINAL_STEMS:
            stem, endings = _RU_ORDINAL_STEMS[n]
            ordinal = (stem + endings[0], stem + "ого")
        else:
            ordinal = (_RU_SOFT[n] + "ый", _RU_SOFT[n] + "ого")
        noun = (_RU_NOUNS[n] + "у",) if n in _RU_NOUNS else ()
        feminine = ("третью" if n == 3 else ordinal[1][:-3] + "ую",)   # «седьмую»: a woman's seat
        out[n] = (cardinal, *ordinal, *noun, *feminine)
    for n in range(21, 26):
        out[n] = tuple(f"двадцать {w}" for w in out[n - 20][:3]) + (
            f"двадцать {out[n - 20][-1]}",)
    return out


def _ru_instrumental() -> dict[int, tuple[str, ...]]:
    """«первым», «третьим», «двадцать первым»: the ordinal after «под» before «номером»."""
    out: dict[int, tuple[str, ...]] = {3: ("третьим",)}
    for n in range(1, 21):
        if n in _RU_ORDINAL_STEMS:
            out.setdefault(n, (_RU_ORDINAL_STEMS[n][0] + "ым",))
        elif n != 3:
            out[n] = (_RU_SOFT[n] + "ым",)
    out.update({n: (f"двадцать {out[n - 20][0]}",) for n in range(21, 26)})
    return out


def _expand(pattern: str, slots: dict[str, tuple[str, ...]]) -> list[str]:
    """``"[я] {T} [игрока] {N}"`` -> every sentence: ``[a|b]`` is optional, ``(a|b)`` a choice,
    ``_`` joins words inside a choice, ``{X}`` takes each of ``slots[X]``."""
    parts: list[tuple[str, ...]] = []
    for tok in pattern.split():
        if tok.startswith("[") or tok.startswith("("):
            alts = tuple(a.replace("_", " ") for a in tok[1:-1].split("|"))
            parts.append(alts + ("",) if tok.startswith("[") else alts)
        elif tok in slots:
            parts.append(slots[tok])
        else:
            parts.append((tok.replace("_", " "),))
    return [" ".join(w for w in combo if w) for combo in itertools.product(*parts)]


# 30-90 and above: never a seat, but they must be read whole, so that «тысяча десять» or
# «двадцать первого» at a 10-seat table never names seat 10 or 1.
_RU_TENS = {20: ("двадцать", "двадцати", "двадцатью"), 30: ("тридцать", "тридцати", "тридцатью"),
            40: ("сорок", "сорока"), 50: ("пятьдесят", "пятидесяти"),
            60: ("шестьдесят", "шестидесяти"), 70: ("семьдесят", "семидесяти"),
            80: ("восемьдесят", "восьмидесяти"), 90: ("девяносто", "девяноста")}
_RU_TENS_ORDINAL = {30: "тридцат", 40: "сороков", 50: "пятидесят", 60: "шестидесят",
                    70: "семидесят", 80: "восьмидесят", 90: "девяност"}
_RU_BIG = {100: ("сто", "ста", "сотня", "сотню", "сотый", "сотого"),
           200: ("двести", "двухсот"), 300: ("триста", "трехсот"),
           400: ("четыреста", "четырехсот"), 500: ("пятьсот", "пятисот"),
           600: ("шестьсот", "шестисот"), 700: ("семьсот", "семисот"),
           800: ("восемьсот", "восьмисот"), 900: ("девятьсот", "девятисот"),
           1000: ("тысяча", "тысячи", "тысячу", "тысяч", "тысячей", "тысячный", "тысячного"),
           # «выставляю миллионного», «миллиардного»: the joke's huge ordinal, no seat (tuning63)
           1000000: ("миллион", "миллиона", "миллионов", "миллионный", "миллионного",
                     "миллионную"),
           1000000000: ("миллиард", "миллиарда", "миллиардов", "миллиардный", "миллиардного",
                        "миллиардную")}


def _ru_big() -> tuple[dict[str, int], dict[str, int]]:
    """(tens 20-90 cardinals that take a unit after them, every other word of a number >= 30)."""
    tens = {w: n for n, ws in _RU_TENS.items() for w in ws}
    big = {w: n for n, ws in _RU_BIG.items() for w in ws}
    for n, stem in _RU_TENS_ORDINAL.items():
        big.update({stem + e: n for e in (_ADJ_STRESSED if n == 40 else _ADJ)})
    return tens, big


def _moods(*lemmas: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for lemma in lemmas:
        out.update(paradigm(lemma))
    return out


@dataclass(frozen=True)
class Lexicon:
    """One language's listening vocabulary (all words lower case, «ё» as «е»; a phrase of several
    words is one entry with spaces: the reader joins it into one token).

    Numbers: ``numbers`` every single-word form of 0-20 (cardinal, ordinal, «семерка»);
    ``ordinals`` those that end a compound number; ``tens`` 20-90 (they take a unit:
    «двадцать один»); ``big`` the words of larger numbers (a phrase with one is never a seat).

    The act: ``verbs`` the forms of the nominating verbs with their mood (``forms.MOODS``);
    ``vote_verbs`` verbs that nominate only with the ``vote_phrases`` («ставлю на голосование»),
    ``direct_vote_verbs`` of them also with a seat right after («ставлю пятерку»);
    ``damaged_verbs`` other real words a small model writes for the verb («вставляю»): the act
    only with a clean seat phrase right after; ``heads`` nominate with no verb when they close the
    utterance («моя кандидатура седьмой»); ``slots`` the words of the seat phrase («игрока»,
    «номер») with their common mishearings; ``bare_slots`` make a whole utterance «номер семь» a
    nomination. ``skip`` are free inside the act («я», «ка»), ``cheap`` cost little («сегодня»).

    Vetoes: ``negations`` before the verb; ``nobody`` («никого»); ``hedges`` before a present
    verb; ``future`` (a condition or a thought: «если», «думаю») and ``future_time`` («потом»)
    anywhere in the clause of a perfective («думаю выставлю», «потом выставлю»); ``modals`` before
    an infinitive; ``speech`` verbs that open a quotation («сказал: выставляю...») unless a
    ``manner`` word before them says how he talks («мало говорит»).
    ``boundaries`` start a new clause (they end the reach of a veto); ``corrections`` replace the
    seat just said («ой нет», «то есть»), ``weak_corrections`` only when a seat follows («ой»);
    ``addressed`` pronouns stand for a seat named before («тебя», «его»), ``self_words`` for the
    speaker; ``prepositions`` and ``stoppers`` end the seat phrase («за третьего»,
    «потому что»). ``end_words`` close a speech; ``closing`` may trail them; ``fillers`` are
    cheap to skip; ``talk`` is what free talk is recognised as in the grammar.

    With no verb: ``own`` say the seat is the speaker's choice («от меня», «мой кандидат»): a
    clause of only a seat phrase, one of them or a vote phrase (not a ``ballot_state`` one, «на
    голосовании»: where he is), and ``verbless_free`` words («идет», «это») is the act («от меня
    номер восемь», «на голосование идет третий»).

    Around the act: ``denials`` stand between «не» and «что/чтобы» in a frame that takes the act
    back («не то чтобы я выставляю», «не скажу что выставляю»); ``subjects`` may stand between a
    verb of speech and the quoted act («сказал первый: выставляю», «так говорят черные»);
    ``later`` name another time for any mood («завтра», «в следующем круге»), ``other_time``
    adjectives with a ``time_nouns`` noun too («в последний день», «в финальной тройке»; for
    «выставлю» any time noun after one of the ``time_prepositions``, unless a ``now_words``
    word makes it this one: «в этом круге»); ``infinitive_markers`` make the verb after them an infinitive («to»).
    After the seat: ``retractions`` take the act back («отменяю», «передумал»), «не» with a
    ``demonstratives`` word says the seat was wrong («ой не того»), ``correction_gap`` words may
    stand between a correction and the seat that replaces («нет, пусть будет первый»),
    ``replacements`` open an elliptical replacing seat after a remark («а он уже выставлен,
    тогда двенадцатого»)."""

    lang: str
    numbers: dict[str, int]
    ordinals: frozenset[str]
    tens: dict[str, int]
    big: dict[str, int]
    verbs: dict[str, str]
    vote_verbs: dict[str, str]
    direct_vote_verbs: frozenset[str]
    damaged_verbs: dict[str, str]
    vote_phrases: frozenset[str]
    heads: frozenset[str]
    slots: frozenset[str]
    bare_slots: frozenset[str]
    skip: frozenset[str]
    cheap: frozenset[str]
    negations: frozenset[str]
    nobody: frozenset[str]
    hedges: frozenset[str]
    future: frozenset[str]
    future_time: frozenset[str]
    modals: frozenset[str]
    manner: frozenset[str]
    speech: frozenset[str]
    boundaries: frozenset[str]
    corrections: frozenset[str]
    weak_corrections: frozenset[str]
    addressed: frozenset[str]
    self_words: frozenset[str]
    prepositions: frozenset[str]
    stoppers: frozenset[str]
    conjunctions: frozenset[str]
    end_words: frozenset[str]
    closing: frozenset[str]
    fillers: frozenset[str]
    own: frozenset[str]
    ballot_state: frozenset[str]
    verbless_free: frozenset[str]
    later: frozenset[str]
    other_time: frozenset[str]
    time_nouns: frozenset[str]
    time_prepositions: frozenset[str]
    now_words: frozenset[str]
    subjects: frozenset[str]
    retractions: frozenset[str]
    retractions_negated: frozenset[str]
    correction_gap: frozenset[str]
    replacements: frozenset[str]
    patterns: tuple[str, ...]   # the act's phrasings for the grammar: {V} a verb, {N} a seat
    pattern_verbs: tuple[str, ...]
    canonical: str              # the sentence players say most, put in the grammar whole
    thanks: str                 # the end formula said most («спасибо»)
    talk: tuple[str, ...] = ()  # everyday words for the grammar to absorb free talk into
    spoken: dict[int, tuple[str, ...]] = field(default_factory=dict)  # the usual forms of each
    # seat number, the ones put in the recogniser's grammar (all forms would only slow it down)
    instrumental: dict[int, tuple[str, ...]] = field(default_factory=dict)  # «седьмым»
    denials: frozenset[str] = frozenset()
    questions: frozenset[str] = frozenset()   # «кого выставляем?»: asked, not done
    done: frozenset[str] = frozenset()   # a whole utterance of closing words with one ends it
    demonstratives: frozenset[str] = frozenset()
    # a habit or a past time before the act: «я всегда выставляю седьмого», «в прошлой игре
    # выставляю седьмого, и он оказался…»: not the act now
    habitual: frozenset[str] = frozenset()
    floor: frozenset[str] = frozenset()   # «передаю слово (двадцатому)»: the seat after is whom
    # what says the act does not hang on a condition said before it: «если восьмого оправдают,
    # мне все равно, выставляю двенадцатого»; «неважно что скажет третий, выставляю пятого»
    regardless: frozenset[str] = frozenset()
    # after a correction, he waits instead: «выставляю пятого, хотя нет, подожду»; «пока нет»
    withdrawals: frozenset[str] = frozenset()
    # real words a small model writes for the act's verb right after «я» («я выставляя», «я
    # выставка игрока номер три»): the act only with a clean seat phrase after them
    after_i_verbs: dict[str, str] = field(default_factory=dict)
    # the host's verbs in the infinitive after a polite «прошу» («ведущий, прошу принять
    # девятого»): read as their imperative («примите»), said to the host
    asked_verbs: dict[str, str] = field(default_factory=dict)
    asking_host: frozenset[str] = frozenset()
    infinitive_markers: frozenset[str] = frozenset()
    # complements that make the verb an idiom, not the act: «ставлю его под сомнение»,
    # «выставляю себя дураком», «put him on the spot»
    idioms: frozenset[str] = frozenset()
    # after an ordinal, words that make it «any one»: «первого попавшегося», «первого встречного»
    any_one: frozenset[str] = frozenset()
    # a plural act asked of the table: opening it («ну что, выставляем седьмого?») or closing it
    # («выставляем седьмого, согласны?»)
    asking: frozenset[str] = frozenset()
    asking_tags: frozenset[str] = frozenset()
    # English: the words that may stand between the subject «i» and the verb («i also nominate»)
    adverbs: frozenset[str] = frozenset()
    # the verbs of dreaming and seeming that make the «что» clause after them unreal
    dreams: frozenset[str] = frozenset()
    # English: the words a seat number is heard as right after «number» («number for»)
    homophones: dict[str, int] = field(default_factory=dict)
    # the regional forms read as the standard words (``RU_REGIONAL``), the regional spellings of
    # the seat numbers' stems and ordinal endings (tuning68)
    regional: dict[str, str] = field(default_factory=dict)
    regional_number_stems: tuple[tuple[str, str], ...] = ()
    regional_stems: tuple[tuple[str, str], ...] = ()
    regional_endings: tuple[tuple[str, str], ...] = ()
    # the casual verbs of the act («кидаю седьмого»): they throw things too, so their seat must
    # follow them clean, in the object's case, and a noun right after them is a thing thrown
    casual_verbs: frozenset[str] = frozenset()
    # the host asked to record the seat («ведущий, запишите восьмого»): the act only with the
    # host addressed before them (``host``) and the seat closing the utterance
    host_verbs: frozenset[str] = frozenset()
    host: frozenset[str] = frozenset()
    # the sign of a number: «выставляю минус первого» names no seat (a joke), whereas after a
    # number («пять минус два») it is subtraction and «ставлю минус седьмому» a mark given
    minus: frozenset[str] = frozenset()
    # the verbs of choosing whose object the act right after them takes: «выбираю седьмого,
    # выставляю» (I choose the seventh and put him up)
    choosing: frozenset[str] = frozenset()

    @cached_property
    def sentences(self) -> tuple[str, ...]:
        """Every phrasing of the act, ``{N}`` for the seat (the grammar's sentences)."""
        return tuple(dict.fromkeys(s for p in self.patterns
                                   for s in _expand(p, {"{V}": self.pattern_verbs})))

    @cached_property
    def slot_forms(self) -> dict[str, dict[int, tuple[str, ...]]]:
        """The forms of each seat that each sentence slot (``SLOTS``) takes.

        >>> RU.slot_forms[NUM_NAMED][7], RU.slot_forms[NUM_BY][7]
        (('семь', 'седьмой'), ('седьмым',))
        """
        return {NUM: self.spoken, NUM_NAMED: {n: f[:2] for n, f in self.spoken.items()},
                NUM_BY: self.instrumental}

    @cached_property
    def phrases(self) -> frozenset[str]:
        """The entries of several words, which the reader joins into one token."""
        return frozenset(w for group in (
            self.vote_phrases, self.heads, self.slots, self.bare_slots, self.skip, self.cheap,
            self.hedges, self.future, self.future_time, self.boundaries, self.corrections,
            self.end_words, self.closing, self.nobody, self.stoppers, self.modals, self.speech,
            self.own,
            self.verbless_free, self.later, self.retractions, self.correction_gap,
            self.replacements, self.weak_corrections, self.subjects, self.idioms,
            self.asking, self.asking_tags, self.habitual, self.regardless)
            for w in group if " " in w)

    @cached_property
    def parentheses(self) -> frozenset[str]:
        """The ``cheap`` phrases of several words: a parenthesis («если честно», «на всякий
        случай») that a quotation may have before the quoted act."""
        return frozenset(w for w in self.cheap if " " in w)

    @cached_property
    def markers(self) -> frozenset[str]:
        """Every word that changes what an act means: the grammar must be able to write them."""
        return frozenset(w for phrase in self.marker_phrases for w in phrase.split())

    @cached_property
    def marker_phrases(self) -> frozenset[str]:
        """The entries (words and phrases: «под сомнение») of ``markers``."""
        return frozenset(phrase for group in (
            self.negations, self.nobody, self.hedges, self.future, self.future_time,
            self.boundaries, self.corrections, self.weak_corrections, self.addressed,
            self.self_words,
            self.vote_phrases, self.heads, self.slots, self.conjunctions, self.end_words,
            self.own, self.verbless_free, self.later, self.other_time, self.time_nouns,
            self.now_words, self.retractions, self.correction_gap, self.replacements,
            self.denials, self.demonstratives, self.questions, self.idioms, self.any_one,
            self.asking, self.asking_tags, self.adverbs, frozenset(self.homophones),
            self.habitual, self.regardless, self.dreams, self.minus)
            for phrase in group)


def _words(text: str) -> frozenset[str]:
    """``"a b|c d"``: entries separated by ``|`` (an entry may have spaces), or by spaces."""
    return frozenset(x.strip() for x in (text.split("|") if "|" in text else text.split()))


_RU_TENS_WORDS, _RU_BIG_WORDS = _ru_big()
_RU_NUMBERS = _ru_numbers()
# «тридцатого», «сотый» end a number too (and name no seat)
_RU_ORDINALS = _ru_ordinals() | {w for w in _RU_BIG_WORDS if w.endswith(_ADJ)}
# «ведущий, запишите восьмого», «…примите кандидатуру девятого»: the host asked to record it
# (each in both numbers: a table of friends says «ты» to the host, «ведущий, принимай …»)
_RU_HOST_VERBS = _words("запишите запиши записывайте записывай примите прими принимайте "
                        "принимай фиксируйте зафиксируйте фиксируй зафиксируй отметьте отметь "
                        # «ведущий, добавьте шестого (к списку)»: the seat added to the list
                        "добавьте добавь "
                        # «так, ведущий, пишите: десятого выставляю»: the plain verb of writing
                        "пишите пиши")
# «кидаю седьмого», «кину восьмого»: the table's casual verb of the act, as «выставляю»
_RU_ACT_VERBS = _moods("выставлять", "выставить", "выдвигать", "выдвинуть", "номинировать",
                       "кидать", "кинуть")

RU = Lexicon(
    regional=RU_REGIONAL,
    regional_number_stems=RU_REGIONAL_NUMBER_STEMS,
    regional_stems=RU_REGIONAL_STEMS,
    regional_endings=RU_REGIONAL_ENDINGS,
    lang="ru",
    spoken=_ru_spoken(),
    instrumental=_ru_instrumental(),
    numbers=_RU_NUMBERS,
    ordinals=_RU_ORDINALS,
    tens=_RU_TENS_WORDS,
    big=_RU_BIG_WORDS,
    verbs=_RU_ACT_VERBS,
    vote_verbs=_moods("ставить", "поставить", "предлагать", "предложить", "выносить", "вынести",
                      "отправлять", "отправить", "вносить", "внести", "закидывать", "закинуть")
    # «кладу на голосование», «в список на голосование добавляю»: only the forms of the act
    # and the infinitive (every form would only grow the recogniser's grammar)
    | {"кладу": "act", "кладем": "act", "класть": "infinitive", "положу": "perfective",
       "положить": "infinitive", "добавляю": "act", "добавляем": "act",
       "добавлять": "infinitive", "добавлю": "perfective", "добавить": "infinitive"}
    | dict.fromkeys(_RU_HOST_VERBS, "act"),
    direct_vote_verbs=frozenset({"ставлю"}) | _RU_HOST_VERBS,
    # «вставляю» for «выставляю»: the «вы» half swallowed; a real word, so only with a clean seat
    # «вставлю» for «выставлю» in the same way; «ставляю» with the «вы» lost
    # «выстав», «выдвиг»: the verb cut to its stem (its tense lost: read as «выставлю», so that
    # any future word, condition or hedge in its clause still takes it away)
    # «выставляюсь седьмого»: the reflexive ending heard on the verb before its object
    damaged_verbs={"вставляю": "act", "вставлю": "perfective", "ставляю": "act",
                   "выставляюсь": "act", "выстав": "perfective", "выставл": "perfective", "выдвиг": "perfective"},
    after_i_verbs={"выставляя": "выставляю", "выставка": "выставляю"},
    # «ведущий, прошу принять девятого на голосование» (tuning55)
    asked_verbs={"принять": "примите", "записать": "запишите", "зафиксировать": "зафиксируйте",
                 "отметить": "отметьте", "добавить": "добавьте"},
    asking_host=_words("прошу просим"),
    casual_verbs=frozenset(_moods("кидать", "кинуть")),
    host_verbs=_RU_HOST_VERBS,
    host=_words("ведущий ведущая судья"),
    minus=_words("минус"),
    choosing=_words("выбираю выбрал выбрала"),
    # «все, передаю слово тринадцатому»: the end formula that gives the floor (tuning73)
    # «слово передаю восьмому»: the words the other way round, the seat after them (tuning74)
    floor=_words("передаю слово|слово|передаю ход|все передаю слово|слово передаю"),
    habitual=_words("всегда|обычно|иногда|часто|никогда|раньше|вчера|каждый раз|постоянно|"
                    "в прошлой игре|в прошлый раз|в прошлом круге|на прошлом круге"),
    # («в список на голосование»; not «в список подозреваемых»)
    # («на голос»: the recogniser's «на голосование» cut short)
    vote_phrases=_words("на голосование|на голосовании|на голосованье|в список на голосование|"
                        "на голос|в зону голосования|в зону голосование|"
                        # «на голосования»: the ending misheard; «на голосовалку»: slang
                        "на голосования|на голосовалку|"
                        # «предлагаю к голосованию шестого»: put forward for the vote
                        "к голосованию|"
                        # «на общее голосование»: the vote named whole
                        "на общее голосование|"
                        # the table's slang for the vote: «на сковородку», «на плаху»
                        "на сковородку|на плаху|"
                        # «ставлю на вотум десятого»: the online site's word for the vote (tuning74)
                        "на вотум|на вотуме"),
    # «седьмой выставляется мной»: the passive with the speaker for its agent, after the seat too
    heads=_words("кандидатура|моя кандидатура|выставляется|выдвигается|выставляется мной|"
                 "выдвигается мной|мной выставляется|мной выдвигается|выставляется мною|"
                 "выдвигается мною|мною выставляется|мною выдвигается|выставлен мной|"
                 "выставлен мною|мной выставлен|мною выставлен|выставлена мной|мной выставлена|"
                 "выставлена мною|мною выставлена|"
                 "от меня выставляется|от меня выставлен|от меня выдвигается"),
    # «игра», «игорь», «игрок(и)», «номера», «номером», «на номер»: how «игрока номер» is misheard
    # «на мир», «но мер», «намер»: «номер» heard as two words or one vowel off
    slots=_words("игрока игрок игроки игра игорь номер номера номером кандидатуру") | _words(
        "под номером|за номером|игрока за номером|на номер|игрока номер|игрока под номером|"
        "на мир|на мер|но мер|но мир|намер|"
        "номир|нумер|игрока помер|"
        # «и рока», «по номером»: «игрока» with its «г» lost, «под номером» with its «д»
        "и рока|по номером|игрока по номером|"
        # «десятый слот выставляю», «выставляю слот пять»: the online site's word for a seat
        # (tuning74)
        "слот|слота"),
    bare_slots=_words("номер|под номером"),
    # («давайте так», «план такой», «значит так»: scaffolding before the act, no proposal)
    skip=_words("я|ка|сам|сама|лично|тоже|же|все таки|таки|давайте так|давай так|план такой|"
                "мой план такой|значит так|короче так|итак значит|сделаем так|поступим так|"
                "сделаю так|решение такое|мое решение такое|мое решение|мой выбор такой|выбор такой|"
                "мой выбор таков|вывод такой|итог такой|"
                "итого|в итоге|по итогу|подытожу|подытоживая|резюмирую|резюмируя"),
    # («не шучу», «это не шутка»: one word, never the joke that takes the act back; «в первую
    # очередь», «на все сто»: no seat in them)
    # («если не сейчас то когда», «на случай если…», «если честно»: no condition of the act)
    # («девятую, пожалуйста, выставляю»: please, between the seat and the verb)
    cheap=_words("сегодня|сейчас|теперь|и|а|пожалуй|пожалуйста|вот|ну|э|если честно|честно|не шучу|"
                 # «…, короче говоря», «честно говоря, …»: the parenthesis of the verb of
                 # speech, no one's words
                 "короче говоря|честно говоря|откровенно говоря|грубо говоря|проще говоря|"
                 # «я выставляю, будем здоровы, второго»: a toast of the bar heard into the act
                 # (tuning77)
                 "будем здоровы|за здоровье|ваше здоровье|"
                 "иначе говоря|собственно говоря|мягко говоря|строго говоря|"
                 # «если по совести, то выставляю…»: in all conscience, no condition; «это
                 # самое» (the thingummy), the word searched for
                 "если по совести|по совести|это самое|"
                 "если не сейчас то когда|на случай если|на всякий случай|если по честному|"
                 # «если не я, то кто?»: who else, no condition of the act
                 "если не я то кто|если не мы то кто|"
                 # «кто, если не я, и когда, если не сейчас»: the same the other way round
                 # (tuning55)
                 "кто если не я|кто если не мы|кто если не ты|когда если не сейчас|"
                 "когда если не сегодня|когда если не теперь|"
                 # «если бы да кабы, выставляю…»: the saying (ifs and buts), no condition
                 "если бы да кабы|"
                 "даже если|даже когда|"
                 "если откровенно|если коротко|если кратко|если в двух словах|"
                 "если уж на то пошло|если хотите знать|"
                 # «если позволите, выставляю…»: a courtesy asking leave, no condition of the act
                 "если позволите|если позволишь|если позволите мне|с вашего позволения|"
                 # «если можно, выставляю восьмого»: the old-fashioned asking leave, the same
                 "если можно|если разрешите|"
                 # «вот, так сказать, выставляю первого»: «so to speak», no verb of speech
                 "так сказать|если можно так сказать|"
                 "в первую очередь|во первых|во вторых|в третьих|в четвертых|первым делом|для начала|"
                 "на все сто|"
                 "на первый взгляд|с первого взгляда|"
                 "как обычно|как всегда|как и всегда|как и вчера|как и в прошлый раз|"
                 "я не шучу|не шутка|это не шутка|без шуток|кроме шуток|не тренировка|это не тренировка|"
                 "если говорить по существу|если по существу|если говорить честно|"
                 "если говорить коротко|если говорить прямо|если прямо|если по делу|"
                 "если не ошибаюсь|если я не ошибаюсь|на сегодня|тогда|уж|еще|кажется|"
                 # «…, одним словом, выставляю восьмого» (in a word): the parenthesis that sums
                 # up, no count of one
                 "одним словом|"
                 # «…, одним махом» (in one go): no count of one (tuning63)
                 "одним махом|одним разом|за один раз|одним ударом|"
                 # «если по чесноку», «если серьезно»: honestly, seriously, in short
                 "если по чесноку|по чесноку|по честному|если серьезно|если вкратце|"
                 "если начистоту|начистоту|если по правде|по правде говоря"),
    negations=_words("не ни"),
    # «у меня все, выставлять некого»: there is no one to
    # («…, ой нет, извините, я вообще не хотел никого выставлять»: the wish he never had, after
    # a take-back, tuning111)
    nobody=_words("никого|ничего|никому|ни кого|ни одного|некого|не хотел никого|не хотела никого"),
    # a supposition or an example is no act: «допустим я выставляю седьмого»
    hedges=_words("бы|может|может быть|наверное|наверно|возможно|вероятно|если|если что|хочу|"
                  "буду|будем|давайте|давай|го|хотел бы|хотела бы|типа|видимо|или нет|допустим|"
                  "предположим|представим|представьте|представь|скажем|например|к примеру|"
                  "гипотетически|теоретически|условно|будто|как будто|якобы|вдруг|"
                  # «тренер показал, как надо: выставляю…», «вот я тренируюсь: выставляю…»: the
                  # formula given as an example, practised or asked about, is no act
                  "показал пример|показала пример|показывал пример|показывает пример|вот пример|пример такой|"
                  "для примера|в качестве примера|как надо|как нужно|"
                  "как сказать|"
                  # «как правильно сказать: выставляю или голосую?»: the word asked about, the
                  # wording of the act, not done (tuning67)
                  "как правильно сказать|как правильнее сказать|как лучше сказать|"
                  "как правильно говорить|как правильнее говорить|как правильно говорится|"
                  "тренируюсь|тренируемся|потренируемся|потренируюсь|для тренировки|"
                  "репетирую|репетируем|"
                  # «случись что, выставляю пятого»: as «если что» (tuning90)
                  "случись что|случись чего"),
    # «мне приснилось, что я выставляю…»: what follows is a dream
    dreams=_words("приснилось|снилось|снится|приснился|снился|привиделось|померещилось|"
                  "почудилось"),
    # what makes «выставлю» a plan, not the act: a condition or a thought (the time words are
    # ``later``, any mood, and ``future_time``, «выставлю» only)
    future=_words("если|когда|как только|может|может быть|можно|бы|посмотрим|наверное|наверно|"
                  "возможно|вероятно|думаю|скорее|скорее всего|планирую|собираюсь|подумаю|"
                  "посмотрю|"
                  # «будет время, выставлю…»: a condition with no «если» (when there is time)
                  "будет время|будет возможность|будет шанс|будет повод|появится возможность|"
                  # «в случае автокатастрофы выставлю…»: in the case of (tuning64)
                  "в случае|"
                  # «случись что, я выставлю восьмого»: should anything happen, the imperative
                  # of a condition with no «если» (tuning90, tuning92)
                  "случись что|случись чего|случись такое|случись беда|в случае чего|не дай бог"),
    future_time=_words("потом|позже|позднее|попозже|скоро|ночью|днем|"
                       # «в финале выставлю …» is a plan, but «в финале выставляю …» is the
                       # stage the game is at, now (tuning64)
                       "в финале"),
    manner=_words("мало много тихо громко долго красиво хорошо плохо странно правильно складно "
                  "логично убедительно неубедительно уверенно спокойно быстро медленно "
                  "слишком честно нечестно "
                  # «слишком умно сказал»: how clever his words were (tuning72)
                  "умно глупо хитро грамотно"),
    modals=forms_of(("хотеть", "хотеться", "собираться", "мочь", "думать", "планировать",
                     "решить", "стоить", "пытаться", "стараться", "предлагать", "предложить",
                     "быть", "начать", "стать", "пора")) | _words(
        "надо нужно можно нельзя стоит пора давайте давай лучше "
        # «я его выставлять не намерен»: the intent, as «собираюсь» (tuning78)
        "намерен намерена намерены намереваюсь намереваемся"),
    speech=forms_of(("сказать", "говорить", "кричать", "крикнуть", "заявить", "заявлять",
                     "орать", "утверждать", "написать", "ответить", "отвечать", "объявить",
                     "произнести", "повторять", "повторить", "шепнуть", "шептать",
                     "прокричать", "сообщить", "цитировать", "процитировать",
                     # «первый прошептал: выставляю…»: said low is still said
                     "прошептать", "бормотать", "пробормотать", "выкрикнуть",
                     # «седьмой пишет в чате: выставляю пятого»: written is said too
                     "писать",
                     # «восьмой передразнил меня: выставляю…»: mimicked words are said too
                     "передразнить", "передразнивать", "пародировать", "спародировать",
                     # «все твердят: выставляю девятого»: said over and over (tuning55)
                     "твердить", "талдычить",
                     # «шестой буркнул: выставляю…»: muttered, blurted, barked (tuning60)
                     "буркнуть", "бурчать", "пробурчать", "ляпнуть", "брякнуть", "вякнуть",
                     "рявкнуть", "промямлить", "мямлить",
                     # «героиня произносит: выставляю…», «чат прочитал: …»: words said aloud or
                     # read out are another's too
                     "произносить", "читать", "прочитать", "прочесть", "зачитать",
                     "зачитывать",
                     # «мне тут подсказывают: выставляю первого»: words prompted to him, the
                     # prompter's, are another's too (tuning91)
                     "подсказать", "подсказывать",
                     # «шестой как заорал: выставляю…»: shouted out, the fan's roar (tuning92)
                     "заорать", "закричать", "завопить", "вопить", "гаркнуть", "выпалить",
                     "проорать"),
                    # («исходя из сказанного, выставляю…», «на основании вышесказанного»: the
                    # full participle is what was said, a noun of the reasoning, no quotation)
                    but=("1per", "PRTF"))
    # «он такой: выставляю…», «его слова были такие: выставляю…»
    | _words("мол дескать такой такая такие цитирую процитирую цитата дословно")
    # «зачитываю: выставляю седьмого»: the speaker reading out another's words (not «читаю»:
    # «десятого я читаю в черную», how he reads a player, tuning51)
    | _words("зачитываю зачитаю")
    # «его слова были: выставляю…», «его фраза была такая: …»: someone's words, quoted
    | _words("слова были|фраза была|слова были такие|фраза была такая")
    # «выставил меня со словами: выставляю второго»: the words he did it with, quoted
    | _words("со словами|с словами|со словами мол|с криком|с фразой")
    # «сто рублей от антона с текстом: выставляю первого»: a donation's or a message's text read
    # out by the streamer, quoted (tuning86)
    | _words("с текстом|с сообщением|с подписью|с комментарием|с припиской|с комментом|"
             "с надписью")
    # «как в том меме: выставляю тебя, потому что могу», «это же мем: …»: a meme's words, quoted
    # (tuning63)
    | _words("как в меме|как в том меме|как в этом меме|как в меме том|это же мем|"
             "мем такой|есть мем|есть такой мем|по мему|как по мему")
    # «шестой, как в анекдоте: выставляю восьмого, говорит, а сам…»: a joke's words, quoted as
    # a meme's (tuning89)
    | _words("как в анекдоте|как в том анекдоте|как в старом анекдоте|как в этом анекдоте|"
             "как в шутке|как в той шутке|как в байке"),
    boundaries=_words("но|поэтому|однако|зато|тогда|итак|короче|так что|потому что|а теперь|"
                      "значит|в общем|ладно|хотя|а сегодня|и поэтому|так вот|из них"),
    corrections=_words("нет|то есть|вернее|точнее|в смысле|извините|извини|простите|прости|"
                       "ошибся|ошиблась|оговорился|оговорилась|поправлюсь|ой нет|извиняюсь|"
                       # «…шестнадцатого, поправлю себя, пятнадцатого»: the pedant's own fix
                       # (tuning69)
                       "поправлю себя|поправляю себя|поправлю сам себя|сам себя поправлю|"
                       "себя поправлю|"
                       "пардон|сорри|сорян|сори|соррян|нет нет|исправляю|хотя нет|а точнее|"
                       # «…девятку, хотя не не, первого»: «хотя нет» with the stammered «не не»
                       "хотя не не|"
                       # «…третьего, хотя погодите, пусть скажет»: on second thought, as «хотя нет»
                       + "|".join(f"хотя {w}" for w in RU_WAIT) + "|поправка|поправочка|стоп|"
                       + "|".join(RU_MOMENT) + "|"
                       "отставить|исправляюсь|исправлюсь|виноват|виновата|перепутал|перепутала|"
                       "ошибочка|оговорка|оговорочка|неправильно|не так сказал|не так сказала|"
                       # «…одиннадцатого, не то сказал, двенадцатого»: the wrong word owned, as
                       # «не так сказал» (tuning73)
                       "не то сказал|не то сказала|я не то сказал|я не то сказала|"
                       # «…четвертого, не то говорю, пятого»: the slip owned as he says it
                       # (tuning77)
                       "не то говорю|я не то говорю|не то я говорю|не так говорю|"
                       # «…, я не то хотел сказать, второго»: not what he meant (tuning95)
                       "не то хотел сказать|не то хотела сказать|я не то хотел сказать|"
                       "я не то хотела сказать|"
                       # «…, то есть девятого, оговорка по фрейду»: the slip named Freud's
                       # (tuning72)
                       "оговорка по фрейду|оговорочка по фрейду|"
                       # «…шестого, подожди, дубль два, пятого»: the retake of the studio, the
                       # take taken again (tuning105)
                       "дубль два|дубль второй|"
                       "вернее сказать|точнее сказать|точнее говоря|вернее говоря|то бишь|"
                       "имел в виду|имела в виду|"
                       "имею в виду|хотел сказать|хотела сказать|я хотел сказать|"
                       "я хотела сказать|я имел в виду|я имела в виду|я ошибся|я ошиблась|"
                       "я оговорился|я оговорилась|прошу прощения|прошу прощенья|"
                       # «нееет», drawn out; «не, ну пятого»: the colloquial «не» for «нет»
                       "неет|нееет|неееет|нееееет|не ну|"
                       # «…восьмого, не, гоню, седьмого»: the youth's «I'm talking rubbish»,
                       # the slip owned (tuning102)
                       "гоню|я гоню|не гоню|туплю|я туплю|"
                       # «…четвертого, поменяю на второго»: the seat changed for another
                       "поменяю на|меняю на|заменю на|"
                       # «…четвертого, зачеркните, пятого»: the host told to cross the seat out
                       "зачеркните|зачеркни|зачеркиваю|сотрите|сотри|исправьте на|исправь на|"
                       "перепишите на|перепиши на|"
                       # «…пятого, не правильно, шестого», «…, вру, шестого»: the slip named
                       # wrong (the split «не правильно», «неверно»), «вру», «брешу» (I lie), the
                       # progressive «поправляюсь»
                       "не правильно|неверно|не верно|вру|брешу|я вру|нет вру|поправляюсь|"
                       # «…пятого, я путаю, шестого»: the slip owned; «имею ввиду», as the
                       # model often writes it
                       "путаю|я путаю|опять путаю|имею ввиду|имел ввиду|"
                       "имела ввиду|я имел ввиду|я имела ввиду|я имею ввиду"),
    # only with a seat after: «ой восьмого», «или нет лучше девятого»
    # «да ты что, не шестого, восьмого»: the exclamation at one's own slip
    weak_corrections=_words("ой|блин|не не|черт|тьфу|упс|ай|или нет|а нет|не так|да ты что|ты что|"
                            "да вы что|все таки|все же|"
                            # «…восьмого, че че, второго»: the Armenian «no, no» said twice
                            # (tuning80; «че» alone stays the Russian «what»)
                            "че че|"
                            # «…одиннадцатого, ой, что я говорю, первого»: the old player's
                            # reproach of his own slip (tuning62)
                            "что я говорю|что это я говорю|что же я говорю|что ж я говорю|"
                            "что я несу|что я такое говорю|ну что я говорю|ну что я несу|"
                            "ну что это я говорю|"
                            # «…пятнадцатого, ой, это я себя что ли, нет, шестнадцатого»: his
                            # own seat said by a slip, caught (tuning111)
                            "это я себя что ли|я себя что ли|это же я себя|это ж я себя|"
                            "я же себя|это я себя|"
                            # «…, ой, шо я несу, восьмого»: the regional «шо» for «что»
                            "шо я несу|шо я говорю|" + "|".join(RU_SLIP_SLANG) + "|"
                            # «…девятого, рофл, ладно, серьезно: шестого»: the joke over, the
                            # seat meant (tuning63)
                            "ладно серьезно|а если серьезно|ну а если серьезно|а серьезно|"
                            "а теперь серьезно|теперь серьезно|если серьезно"),
    # between a correction and the seat that replaces: «нет, пусть будет первый», «то есть все
    # правильно шесть», «нет, не седьмого, именно шестого»
    correction_gap=_words("подожди|подождите|погоди|погодите|секунду|минуту|да|ой|все таки|таки|"
                          # «…девятого, нет, антракт, я еще подумаю»: the pause asked, the
                          # stage's break (tuning91)
                          "пауза|антракт|"
                          "все же|же|не|я|выставляю|выставлю|лучше|пусть|будет|пусть будет|"
                          "именно|конечно|правильно|верно|все|скорее|давай|давайте|тогда|это|"
                          "а|вот|ну|сейчас|хотя|уж|нет|просто|пока|"
                          # «ой нет, не его, второго»: the seat just said, pointed at
                          "его|ее|"
                          # «нет, пожалуй, не буду», «нет, я перепутал, вообще не хотел…»
                          "пожалуй|перепутал|перепутала|вообще|"
                          # «…, нет, погодите, я сама запуталась, не буду никого»: lost in his own
                          # seats (tuning62)
                          "запутался|запуталась|сбился|сбилась|"
                          # «…седьмого, ой, простите, сбился с доли, четвертого»: the musician
                          # lost the beat (tuning105)
                          "сбился с доли|сбилась с доли|сбился с ритма|сбилась с ритма|"
                          # «…, нет, это я поторопился, пусть сначала скажет»: too soon, his
                          # haste owned (tuning102)
                          "поторопился|поторопилась|погорячился|погорячилась|"
                          # «…десятого, нет, постой, шестого»: wait, as «погоди» (tuning102)
                          "постой|постойте|"
                          # «…, ну нет, наверное не буду»: the hedge before the take-back
                          "наверное|наверно|видимо|"
                          # «…пятого шестого, ой, только шестого»: the one meant, alone
                          "только|"
                          # «нет, правда, пятого», «нет, точно седьмого»: truly, surely
                          "правда|реально|точно"),
    replacements=_words("тогда|значит|лучше|вместо него|вместо нее|пусть будет|давайте|давай|"
                        "ну тогда|а тогда|тогда уж|"
                        # «…, а он же мертвый, ну ладно, восьмого»: well then, the new seat
                        "ладно"),
    # «выставляю восьмого, нет, отменяю»: the act taken back (with «не»: «не буду», «не надо»)
    # «выставляю пятого, шучу»: a joke takes it back too
    retractions=_words("отменяю|отмена|отбой|забираю|забираю назад|беру назад|беру обратно|"
                       "беру свои слова назад|беру свои слова обратно|беру слова назад|"
                       "беру слова обратно|беру свои слова|забираю свои слова|забираю слова|"
                       "забираю обратно|снимаю|снимаю кандидатуру|передумал|передумала|"
                       # «…, тогда снимаю свое слово»: his word withdrawn (tuning55)
                       "снимаю свое слово|снимаю слово|снимаю свои слова|снимаю слова|"
                       "забираю свое слово|забираю слово|беру свое слово назад|"
                       "беру свое слово обратно|"
                       # «…, ой нет, подождите, дайте подумать»: he stops to think (tuning55)
                       "дайте подумать|дай подумать|дайте подумаю|дай подумаю|"
                       # «выставляю восьмого, отзываю»: the nomination withdrawn
                       "отзываю|отзываю кандидатуру|отзываю свою кандидатуру|отзываю его|"
                       "проехали|забудьте|забудь|не считается|"
                       # «…десятого, отставить, команда отменяется»: the order called off, the
                       # drill's words (tuning91)
                       "команда отменяется|отменяется|"
                       # «…, ладно, забыли»: (let us say it) forgotten; not «забыли» alone
                       # («…, а про него все забыли»: a remark)
                       # «…, стоп, нет, забыли»: after the correction's «нет», «стоп», «ой» too
                       # (tuning57)
                       "нет забыли|стоп забыли|ой забыли|"
                       "ладно забыли|давайте забудем|давай забудем|ладно забудем|шучу|пошутил|пошутила|"
                       "я пошутил|я пошутила|шутка|это шутка|это была шутка|была шутка|это я пошутил|"
                       "прикалываюсь|не всерьез|несерьезно|"
                       # «…восемнадцатого, хаха, нет, прикол», «…, рофлю»: the youth's «I'm
                       # kidding» (tuning63)
                       "прикол|это прикол|прикол такой|я прикалываюсь|рофлю|я рофлю|это рофл|"
                       "троллю|я троллю|затроллил|"
                       # «…шестого, это я для примера» (with «не считайте»), «…, это тренировка была,
                       # сейчас скажу по настоящему»: the formula practised, not the act
                       "для примера|это для примера|"
                       "тренировка|это тренировка|это была тренировка|тренировка была|"
                       "скажу по настоящему|сейчас скажу по настоящему|"
                       "не серьезно|"
                       "пусть поживет|пусть пока поживет|пусть живет|"
                       # «…, а впрочем нет»: on second thought, not a slip of the number
                       "впрочем нет|а впрочем нет|впрочем не надо|а впрочем не надо|"
                       # «…, а не, забейте», «…, ой, не слушайте меня»: the act waved away
                       "забейте|забей|не слушайте меня|не слушай меня|"
                       # «…, нет, стоп, отмените»: the host asked to cancel it
                       "отмените|отмени|"
                       # «…, ой, нет, ведущий, снимите»: the host asked to take it off
                       "снимите|снимите его|"
                       "не обращайте внимания|проехали забейте|"
                       # «…, нет, я вообще не хотел выставлять»: the act itself not meant
                       "не хотел выставлять|не хотела выставлять|"
                       # «…восьмого, тьфу, сорвалось с языка»: the act a slip of the tongue
                       "сорвалось с языка|с языка сорвалось|само сорвалось|само вырвалось|"
                       "случайно вырвалось|вырвалось случайно|сорвалось случайно|"
                       # «…первую, ой нет, простите, это я не подумав сказала»: the act owned as
                       # words said without thinking, taken back (tuning84)
                       "не подумав сказала|не подумав сказал|сказала не подумав|сказал не подумав|"
                       "сгоряча сказала|сгоряча сказал|сказала сгоряча|сказал сгоряча|"
                       "не подумавши сказала|не подумавши сказал|ляпнула не подумав|"
                       "ляпнул не подумав|"
                       # «…третьего, откатываю»: the programmer's undo (roll back, revert)
                       "откатываю|откатываюсь|откатываю назад|откат|ролбэк|роллбэк|реверт|"
                       "ревертаю|ревертну|ревертю|"
                       # «…третьего, назад беру»: the words put before the verb (tuning60)
                       "назад беру|обратно беру|назад забираю|обратно забираю|слова назад беру|"
                       "свои слова назад беру|слова беру назад|свои слова беру назад|"
                       "беру назад свои слова|забираю назад свои слова|беру обратно свои слова|"
                       # «…четырнадцатого, хотя стоп, беру ход назад»: the chess player's take-back
                       # of a move (tuning69)
                       "беру ход назад|беру ход обратно|забираю ход|забираю ход назад|"
                       "ход назад беру|беру свой ход назад|перехаживаю"),
    retractions_negated=_words("буду надо выставляю стоит считается считайте засчитывайте"),
    regardless=_words("все равно|мне все равно|в любом случае|так или иначе|при любом раскладе|"
                      "без разницы|мне без разницы|неважно|не важно|"
                      # «если не сейчас, то никогда: выставляю…»: now is the time (tuning64)
                      "если не сейчас то никогда|если не сейчас то когда|сейчас или никогда|"
                      "теперь или никогда|"
                      # «без всяких если выставляю…»: no ifs, the condition waved away (tuning92)
                      "без всяких если|без никаких если|без если|без всяких если и но|"
                      "без всяких но"),
    withdrawals=_words("подожду подождем повременю повременим воздержусь воздержимся пропущу "
                       "пропускаю погожу подумаю подумаем "
                       # «…, поправлюсь, на данный момент воздерживаюсь» (tuning102)
                       "воздерживаюсь "
                       # «…, нет, давайте я лучше промолчу»: he keeps quiet instead
                       "промолчу промолчим "
                       # «…, а хотя нет, рано еще»: not yet
                       "рано"),
    demonstratives=_words("того тот та ту то этого этот эту эта туда"),
    # «кого выставляем?»; «разве я выставляю седьмого?»: asked, not done
    questions=_words("кого кто кому кем какого которого чего разве неужели неужто"),
    idioms=_words("под сомнение|под вопрос|в пример|на вид|в известность|в упрек|в вину|"
                  "на место|в угол|в тупик|в неловкое положение|"
                  "на посмешище|в плохом свете|в дурном свете|в хорошем свете|за дверь|"
                  # «выставляю всех на мороз»: out into the cold, the boss's idiom
                  "на мороз|на улицу|"
                  "дураком|виноватым|крайним|мафией|черным|"
                  # «выдвигаю свою кандидатуру на пост главного дурака», «выдвигаю седьмого на
                  # премию»: put up for an office or a prize, not for the vote
                  "на пост|на должность|на звание|на титул|на премию|"
                  # «выставляю на тендер все, что шевелится», «выставлю вопрос на планерку»: put
                  # up for sale, a tender or a meeting, the office's trade (tuning73)
                  "на тендер|на продажу|на аукцион|на торги|на планерку|на совещание|"
                  "на летучку|"
                  # «выставляю на продажу свою девятку»: a thing put up for sale, the «девятка»
                  # a car (tuning72)
                  "на авито|на продажу свою|на продажу свой|"
                  # «выставляю на выставку тыкву», «выставлю на ярмарку мед»: the village's
                  # produce shown at a fair, no seat (tuning90)
                  "на выставку|на ярмарку|на базар|на рынок|на конкурс|на смотр"),
    any_one=_words("попавшегося попавшуюся попавшего встречного встречную подвернувшегося"),
    # «ну что, седьмого выставляем?», «что, выставляем седьмого?»
    asking=_words("что|ну что|ну так что|а что|может|может быть|ну может"),
    # «…, или хватит?», «…, или не надо?»: the other choice asked, enough or not
    asking_tags=_words("да|или как|или хватит|или не надо|или не будем|"
                       # «выставляем пятого, ли чо?»: the Siberian «or what?» (tuning72)
                       "ли чо|ли че|ли что|или чо|или че|или что|"
                       # «выставляю пятого, или уже поздно?»: whether it may still be done
                       # (tuning63)
                       "или уже поздно|или поздно|или уже нельзя|или нельзя|или уже не считается|"
                       "согласны|все согласны|договорились|окей|ок|ага|правильно|"
                       "верно|идет|кто за|а|нет|не против"),
    # «не то чтобы я выставляю», «не скажу что выставляю», «это не значит что я выставляю»
    denials=_words("то скажу говорю сказал сказала утверждаю значит означает факт обязательно "
                   "сказать "
                   # «не думайте, что я выставляю…», «не подумай, что…»: what he denies
                   "думайте думай подумайте подумай считайте считай решите реши "
                   # «я не уверен, что выставляю…», «не думаю, что выставлю…»: his own doubt
                   "уверен уверена думаю считаю знаю"),
    addressed=_words("тебя его ее него нее вас"),
    self_words=_words("себя"),
    prepositions=_words("за у к от с со на о об про для из после против без между перед до по "
                        "при над под в во через кроме среди около возле вокруг вместо напротив "
                        "насчет мимо вдоль"),
    stoppers=_words("потому что|так как|что|чтобы|кто|который|которого|которая|если|когда|"
                    "потому|как|раз|тк"),
    conjunctions=_words("и или либо а то ли"),
    end_words=_words("спасибо|спасиба|пас|пасую|я пас|пасну|я пасну|у меня все|на этом все|вот и все|"
                     # «на этом мои полномочия все» (my powers end here): the youth's meme
                     "мои полномочия все|на этом мои полномочия все|"
                     "пропускаю ход|я пропускаю ход|пропускаю|я пропускаю|"
                     "я закончил|я закончила|закончил|закончила|спасибо за внимание|"
                     "всем спасибо|больше сказать нечего|мне больше нечего сказать|"
                     "больше мне нечего сказать|мне нечего сказать|все спасибо|заканчиваю|"
                     "закончу|на этом закончу|я все сказал|я все сказала|передаю слово|"
                     "благодарю|благодарю за внимание|это все|ну и все|пожалуй и все|"
                     "собственно и все|вот пожалуй и все|вот собственно и все|на сегодня все|"
                     "у меня на сегодня все|на этом у меня все|я все|"
                     "всем спасибо за внимание|спасибо всем за внимание|"
                     "спасибо за внимание всем|больше ничего не скажу|больше нечего добавить|"
                     "мне больше нечего добавить|нечего добавить|добавить нечего|"
                     "спасибо за игру|всем спасибо за игру|все сказал|все сказала|"
                     "закончу на этом|больше ничего|пасс|спасибочки|спс|моя речь окончена|"
                     "моя речь закончена|речь окончена|речь закончена|"
                     # «все, конец доклада»: the office's «end of my talk»
                     "конец доклада|конец речи|конец выступления|доклад окончен|доклад закончен|"
                     # «все, что хотел, сказал»: the words in another order
                     "все что хотел сказал|все что хотела сказала|я закончил свою речь|"
                     "я закончила свою речь|"
                     # «все, я закончил речь»: «свою» left out
                     "я закончил речь|я закончила речь|"
                     # «все, больше не хочу говорить», «я молчу больше»: he will say no more
                     # (tuning57)
                     "больше не хочу говорить|не хочу больше говорить|больше говорить не хочу|"
                     "больше ничего не хочу говорить|больше не буду говорить|"
                     "молчу больше|я молчу больше|больше молчу|я больше молчу|все я молчу больше|"
                     "все молчу больше|"
                     "слово следующему|как то так|вот как то так|"
                     "вот так вот|вот и вся моя речь|вот и вся речь|можно дальше|"
                     # the same said the other way round: «все, я сказал», «все у меня»
                     "все я сказал|все я сказала|все у меня|вот и все у меня|"
                     "я сказал все что хотел|я сказала все что хотела|я сказал все|"
                     # «спасибо, сказал все, что хотел»: «я» left out, as «свое сказал» (tuning73)
                     "сказал все что хотел|сказала все что хотела|"
                     # «спасибо, коллеги, у меня все по существу»: all he has on the matter (not
                     # «мне нечего сказать по существу» after «никого не выставляю»: tuning7)
                     "у меня все по существу|у меня по существу все|по существу у меня все|"
                     "у меня все по делу|это все по существу|"
                     "я сказала все|"
                     # «у меня пока все», «в общем то и все», «все, передаю», «я свое сказал»
                     "у меня пока все|пока все|в общем то и все|в общем и все|все передаю|"
                     "я свое сказал|я свое сказала|свое я сказал|свое я сказала|"
                     # «свое сказал», «сказал свое»: «я» left out; «конец связи»: the radio's
                     # «over and out» (tuning60)
                     "свое сказал|свое сказала|сказал свое|сказала свое|я сказал свое|"
                     "я сказала свое|конец связи|прием конец связи|"
                     # «слово передаю»: «передаю слово» the other way round
                     "слово передаю|"
                     # «больше мне сказать нечего», «слово ведущему»: the words in another order,
                     # the floor given back to the host
                     "больше мне сказать нечего|мне сказать нечего|слово ведущему|слово ведущей|"
                     # «все, баста», «все, я молчу», «все, хватит с меня», «мое время все»
                     "баста|все баста|я молчу|все я молчу|молчу|умолкаю|я умолкаю|"
                     "хватит с меня|с меня хватит|мое время все|время мое все|мое время вышло|"
                     "передаю слово дальше|все передаю слово|"
                     # «…, кидаю слово дальше»: the floor tossed on, the casual verb for
                     # «передаю» (tuning111; few, for the vosk grammar's cap)
                     "кидаю слово дальше|кидаю слово|"
                     "передаю ход|пас в этом круге|я пас в этом круге|"
                     # «ну вот как бы и все», «больше нечего сказать», «ничего больше не скажу»
                     "как бы и все|больше нечего сказать|ничего больше не скажу|"
                     # «у мня все»: the unstressed vowel of «меня» lost
                     "у мня все|у мня пока все|"
                     # «у мене все»: «меня» heard with its dialect «е»; «у меня сегодня все»: as
                     # «у меня на сегодня все»
                     "у мене все|у мене пока все|у меня сегодня все|"
                     # «не знаю, что еще сказать»: nothing left to say
                     "не знаю что еще сказать|не знаю что еще добавить|не знаю что еще|"
                     # «закругляюсь», «я закругляюсь»: he rounds off
                     "закругляюсь|я закругляюсь|все закругляюсь|"
                     # «остальное время отдаю ведущему»: the time left given back, no more to say
                     "остальное время отдаю|оставшееся время отдаю|отдаю остальное время|"
                     "отдаю оставшееся время|время отдаю ведущему|отдаю время ведущему|"
                     # at an international table the thanks of the player's home language: the
                     # Kazakh «рахмет», the Ukrainian «дякую», the Georgian «мадлоба», the Armenian
                     # «шноракалутюн» («мерси» and «сенкью» borrowed too)
                     "рахмет|дякую|мадлоба|шноракалутюн|мерси|сенкью|сэнкью|"
                     # «я пас сегодня», «пас на сегодня»: the pass for this day
                     "я пас сегодня|пас сегодня|сегодня пас|я сегодня пас|пас на сегодня|"
                     # «все, занавес»: the curtain, an actor's end of his speech (tuning55)
                     "занавес|"
                     # «завершаю свою речь»: the formal «I close my speech», as «заканчиваю»
                     "завершаю|я завершаю|завершаю речь|завершаю свою речь|я завершаю речь|"
                     "я завершаю свою речь|на этом завершаю|свою речь завершаю|"
                     # «ну все, хорош с меня», «с меня довольно»: enough from me, as «хватит с меня»
                     "хорош с меня|с меня хорош|довольно с меня|с меня довольно|"
                     # «скип», «скипаю»: the gamers' pass
                     "скип|скипаю|я скип|я скипаю|скипну|я скипну|"
                     # «нечего сказать», «сказать нечего» alone: as «мне нечего сказать»
                     "нечего сказать|сказать нечего|"
                     # «нечего говорить», «больше говорить нечего»: as «нечего сказать» (tuning68)
                     "нечего говорить|говорить нечего|больше нечего говорить|"
                     "больше говорить нечего|мне нечего говорить|нечего мне говорить|"
                     "мне больше нечего говорить|нечего мне сказать|"
                     # «я высказался», «я выговорилась»: he has had his say
                     "я высказался|я высказалась|высказался|высказалась|я выговорился|"
                     "я выговорилась|выговорился|выговорилась|"
                     # «на этом остановлюсь», «остановлюсь на этом»: he stops here
                     "остановлюсь|на этом остановлюсь|остановлюсь на этом|на этом и остановлюсь|"
                     "я остановлюсь|"
                     # «прием окончен»: the radio's close («конец связи» is above)
                     "прием окончен|связь окончена|конец монолога|"
                     # «все, благодарствую»: the old-fashioned thanks; «все, больше ни слова»
                     # (not a word more): the old players' close (tuning62)
                     "благодарствую|благодарствуйте|премного благодарен|премного благодарна|"
                     "больше ни слова|ни слова больше|больше ни слова не скажу|"
                     # «все, отстрелялся», «закончил доклад», «отбой»: the soldier's and the
                     # officer's close: his shooting done, his report finished, the stand-down
                     # (tuning66; «выставляю пятого, отбой» stays the act taken back)
                     "отстрелялся|отстрелялась|я отстрелялся|я отстрелялась|закончил доклад|"
                     "закончила доклад|доклад закончил|доклад закончила|заканчиваю доклад|"
                     "окончил доклад|окончила доклад|доклад окончил|доклад окончила|"
                     "я закончил доклад|я закончила доклад|отбой|конец передачи|"
                     "конец сеанса связи|сеанс связи окончен|"
                     # «на том и порешим»: the old village's «so be it», the talk settled (tuning68)
                     "на том и порешим|на том и порешили|на этом и порешим|на этом порешим|"
                     "на том порешим|порешим на этом|на том и сойдемся|на том и закончим|"
                     "на этом и закончим|"
                     # «я свое отговорил», «я завершил», «забирайте время»: the close in other
                     # words of finishing, of time given back (not «мне хватит», «отговорил»
                     # alone: enough of something, talked out of it; «отдаю время» alone,
                     # tuning29); «спасибки», «пасиба»,
                     # «сенкс»: the thanks as the young say it
                     "я свое отговорил|я свое отговорила|свое отговорил|"
                     "я завершил|я завершила|завершил|завершила|"
                     "забирайте время|забирайте мое время|на этом закончить|"
                     "позвольте на этом закончить|ничего больше|"
                     "спасибки|пасиба|сенкс|сэнкс|"
                     # «ставлю точку», «вот и весь сказ», «такие пироги»: the close as a saying;
                     # «все сказано», «я свое слово сказал», «мысли кончились»: said and spent;
                     # «я пропущу»: the pass in another verb (not «помолчу»: silent for now, the
                     # corpora say); «от меня все», «с меня все»: the formula with «от», «с»;
                     # «пока что все», «на данный момент все»: for now; «слово за вами»: the
                     # floor handed (not «решайте сами», «пусть другие говорят»: a stance)
                     "ставлю точку|точку ставлю|на этом точка|ставлю на этом точку|"
                     "вот и весь сказ|такие пироги|вот такие пироги|все сказано|сказано все|"
                     "я свое слово сказал|я свое слово сказала|сказал свое слово|"
                     "сказал что хотел|сказала что хотела|мысли закончились|мысли кончились|"
                     "больше мыслей нет|всем удачи|удачи всем|всем хорошей игры|хорошей игры|"
                     "я пропущу|пропущу|от меня все|с меня все|все от меня|"
                     "пока что все|все пока что|на данный момент все|на данный момент у меня все|"
                     "у меня все на данный момент|слово за вами|я сворачиваюсь|сворачиваюсь|"
                     "закончил мысль|закончила мысль|я иссяк|я иссякла|иссяк|на сем все|"
                     "время ваше|все что могу сказать|вот все что могу сказать|"
                     # «вот и весь мой сказ», «таков мой сказ»: the saying with his own «сказ»
                     # (tuning90); «сказала и все», «я сказал и точка»: said, and no more of it;
                     # «отговорила я свое», «отговорил свое»: «я свое отговорила» in the other
                     # orders; «ну и будет с меня»: enough from me, as «хватит с меня»
                     "вот и весь мой сказ|вот и весь сказ мой|весь мой сказ|таков мой сказ|"
                     "вот таков мой сказ|вот мой сказ|и весь сказ|вот и весь разговор|"
                     "вот и вся недолга|"
                     "сказал и все|сказала и все|я сказал и все|я сказала и все|"
                     "сказал и точка|сказала и точка|я сказал и точка|я сказала и точка|"
                     "отговорил я свое|отговорила я свое|отговорил свое|отговорила свое|"
                     "я отговорил свое|я отговорила свое|свое я отговорил|свое я отговорила|"
                     "будет с меня|с меня будет|"
                     "это все что могу сказать|шабаш|"
                     # «спасибо, что выслушали»: the commonest close of a speech, the thanks for
                     # being heard (most corpora; corpus.tsv line 161 and the first EndOfSpeech
                     # tests had it as no end: relabelled); «вы меня услышали»; «благодарю вас»
                     "спасибо что выслушали|спасибо что выслушали меня|спасибо что слушали|"
                     "спасибо за то что выслушали|спасибо что дали сказать|"
                     "благодарю что выслушали|вы меня услышали|благодарю вас|"
                     # «…никого не выставляю, всего доброго»: the elderly players' farewell
                     # (tuning107; the grammar writes every end formula, so only this form:
                     # «всего вам доброго» and the second-language «мой речь закончен», «я
                     # закончить», «я все сказать» are read by ``reading`` and ``intents``)
                     "всего доброго"),
    # what may trail an end formula: «спасибо большое», «спасибо, коллеги», «пас, ребята»
    closing=_words("все|всем|всех|да|ну|вот|и|пока|никого|я|дальше|следующему|большое|огромное|"
                   # «пас, без выставлений»: no act, said after the formula
                   "без выставлений|без выставления|"
                   # «сегодня без кандидатур, у меня все»; «спасибо всем, удачи»: the wish closing
                   "без кандидатур|без кандидатуры|без кандидатов|удачи|всем удачи|"
                   "коллеги|друзья|ребята|господа|уважаемые|вам|пожалуй|собственно|в общем|"
                   # «у меня на сегодня все, девочки»: the women of the table addressed
                   "девочки|девушки|девчонки|дамы|"
                   # «спасибо, пацаны», «у меня все, доброй ночи»: the men of the table
                   # addressed, the night wished (tuning60)
                   "пацаны|мужики|парни|братва|братцы|чуваки|"
                   "доброй ночи|спокойной ночи|всем доброй ночи|всем спокойной ночи|"
                   "стол|столу|уважаемый стол|дорогой стол|народ|"
                   # «пас, чат», «у меня все, чат»: a streamer's audience addressed (tuning86)
                   "чат|"
                   # «третьего на голосование и поехали»: let's go on (tuning54)
                   "поехали|погнали|"
                   # «у меня все, ребята, за здоровье»: a toast after the close (tuning77)
                   "за здоровье|будем здоровы|ваше здоровье|за нас|за победу|"
                   # «спасибо, ведущий»: the host thanked
                   "ведущий|ведущая|уважаемый ведущий|"
                   # «спасибо, судья»: at a tournament the host is the judge
                   "судья|уважаемый судья|господин судья|"
                   # «спасибо судье», «спасибо ведущему», «спасибо, город»: whom he thanks
                   "судье|ведущему|ведущей|город|городу|"
                   "короче|"
                   # «я пас, ребят, без обид», «ну такое, все», «окей, я все»
                   "ребят|ребзя|без обид|окей|ок|чо|че|такое|твоя очередь|ваша очередь|"
                   "что я хотел сказать|что я хотела сказать|что хотел сказать|"
                   "что хотела сказать|что хотел|что хотела|"
                   # «вот и все, что я хотел», «вот и все мое слово», «ну все, хватит» (tuning68)
                   "что я хотел|что я хотела|мое слово|хватит|"
                   # «у меня все, в общем то»; «у меня все, кандидатов нет»: no act to come
                   "в общем то|кандидатов нет|кандидатур нет|кандидатуры нет|"
                   # «все, спасибо, за внимание»: the formula's tail heard apart
                   "за внимание|"
                   # «спасибо, коллеги, за игру», «спасибо (за) ваше время», «у меня все, на этом»
                   "за игру|ваше время|за ваше время|на этом|"
                   # «…спасибо, а», «у меня все, то»: a particle trailing off as he stops
                   "а|то|"
                   # «у меня все, дорогие мои», «спасибо, и с новым годом»: the family's address
                   # and the holiday wish; «пас, рил» (the youth's «really»)
                   "дорогие|дорогие мои|мои дорогие|с новым годом|с праздником|с наступающим|"
                   "рил|"
                   # «у меня все, дедушка, говори», «все, мама, твоя очередь»: the relative at a
                   # family table addressed, the floor passed to him by «говори» (tuning57)
                   "дедушка|бабушка|деда|баба|дед|бабуля|мама|папа|мам|пап|дядя|тетя|"
                   "внучек|внучок|внучка|сынок|дочка|дочь|сын|говори|говорите|"
                   "внучек мой|внучок мой|внучка моя|сынок мой|дочка моя|мой дорогой|"
                   "дорогой мой|моя дорогая|дорогая моя|милый мой|милая моя|"
                   # «все, мое время»: his time, said after the formula as «ваше время» (tuning57)
                   "мое время|время мое|"
                   # «у меня все, го дальше», «пас, по факту»: the youth's «let's go (on)» and «for
                   # real» (tuning63); «спасибо всем, кто слушал»: whom he thanks
                   "го|го дальше|по факту|кто слушал|кто слушали|кто меня слушал|кто выслушал|"
                   # «я закончила, можно следующему»: the floor passed on politely
                   "можно следующему|можно дальше|"
                   # «все, я закончил, можно следующего»: the next speaker asked for (tuning73)
                   "можно следующего|можно следующую|можно следующий|давайте следующего|"
                   "зовите следующего|"
                   # «…я его выставляю, ничего личного»: nothing personal, no «nobody»
                   "ничего личного|ничего личного просто бизнес|"
                   # «все, спасибо, передаю следующему», «все, пусть следующий говорит»: the
                   # floor passed on to the next speaker (tuning67)
                   "передаю следующему|передаю дальше|пусть следующий говорит|"
                   "пусть говорит следующий|пусть следующий|пусть говорит следующая|"
                   "пусть следующая говорит|"
                   # «ну все, ребята, дальше сами»: the table left to go on without him
                   "дальше сами|дальше вы|дальше без меня|а дальше сами|дальше уж сами|"
                   # «у меня все, время можно не досчитывать»: the timer let go, his time unused
                   "можно не досчитывать|время можно не досчитывать|можно не считать|"
                   "время можно не считать|таймер можно остановить|таймер можно останавливать|"
                   "время можно остановить|можно останавливать таймер|останавливайте таймер|"
                   # «спасибо, ведущего и стол благодарю»: the host thanked, in the accusative;
                   # «благодарю за внимания»: the ending misheard
                   "ведущего|ведущую|судью|за внимания|"
                   # «ну я все, ма»: the family addressed at a home table (more of it above)
                   "ма|па|бабуль|дедуль|доча|милая|милый|дорогая|дорогой|солнце|"
                   # «у меня все, товарищи», «спасибо вам, милые», «спасибо за терпение», «пас,
                   # ничего не скажу»: the old players' address, the patience they are thanked for,
                   # and the silence kept after the formula (tuning62)
                   "товарищи|дорогие товарищи|милые|милые мои|мои милые|голубчики|дорогуши|"
                   "за терпение|за ваше терпение|ничего не скажу|больше ничего не скажу|"
                   "я ничего не скажу|"
                   # «у меня все, прием», «на этом все, так точно»: the radio's «over» and the
                   # soldier's «yes sir» after the close; «спасибо игрокам»: the players thanked;
                   # «пас, у меня пока нет мыслей»: nothing on his mind (tuning66)
                   "прием|так точно|игрокам|всем игрокам|товарищ ведущий|"
                   "нет мыслей|мыслей нет|у меня нет мыслей|у меня пока нет мыслей|"
                   "пока нет мыслей|мыслей пока нет|нет идей|идей нет|у меня нет идей|"
                   "у меня пока нет идей|"
                   # «все, однако», «пасую, однако»: the Siberian and Ural closing particle;
                   # «ну все, чо говорить то»: nothing more to say, asked of no one; «спасибо, не
                   # буду тянуть время»: he keeps the table no longer (tuning72)
                   "однако|чо говорить|что говорить|че говорить|чо тут говорить|"
                   "что тут говорить|че тут говорить|что еще говорить|чо еще говорить|"
                   "не буду тянуть время|не буду тянуть|не буду задерживать|"
                   "не буду вас задерживать|не буду время тянуть|"
                   # «ну все, айда дальше»: the Siberian «let's go on», as «поехали»
                   "айда|айда дальше|"
                   # «…спасибо за внимание, лайк,
                   # подписка»: the streamer's sign-off; «я все сказал, а выводы делайте сами»:
                   # the conclusions left to the table after the close (alone, after talk, it
                   # stays talk) (tuning107)
                   "лайк подписка|лайк и подписка|"
                   "а выводы делайте сами|выводы делайте сами|а выводы за вами|выводы за вами"),
    # «ха ха», «хаха»: laughter, free around the act («выставляю девятого, ха ха»)
    fillers=_words("ну вот э эээ ээ эм ммм мм так значит короче это же ладно итак ха хаха хах "
                   "ахах "
                   # «…девятого, рофл, …», «лол»: the youth's laughter words (tuning63)
                   "рофл лол кек ахаха "
                   # «фух, все»: the breath let out, relief (tuning73)
                   "фух уф уфф фуф "
                   # «…пятого, хм, шестого», «эх»: the sound of thinking, of regret
                   "хм хмм эх"),
    done=_words("все"),
    # with no verb: «от меня номер восемь», «мой кандидат шестой», «кандидатура моя
    # тринадцатый», «на голосование идет третий от меня»
    own=_words("от меня|с моей стороны|мой кандидат|моя кандидатура|кандидатура моя|"
               "кандидатура от меня|мой выбор|мой кандидат это|моя кандидатура это"),
    # «седьмой на голосовании»: says where he is
    # «пятый на вотуме»: the online site's word for it (tuning74)
    ballot_state=frozenset({"на голосовании", "на вотуме"}),
    verbless_free=_words("идет|идут|пойдет|пойдут|будет|уходит|отправляется|кандидатура|мой|моя|"
                         "это|тоже|также|"
                         "сегодня|на сегодня|сейчас|тогда|значит|вот|и|а|итак|короче|"
                         # «на голосование еще и десятого», «так что быстро девятый на
                         # голосование»: one more, and in haste
                         "еще|еще и|быстро|"
                         # «шестерку сразу на голосование»: at once (tuning54)
                         "сразу|"
                         # «шестого на голосование, пожалуйста»: please
                         "пожалуйста"),
    later=_words("завтра|послезавтра|на днях|когда нибудь|как нибудь|однажды|рано или поздно|"
                 "со временем|в будущем|в следующий раз|в другой раз|"
                 "в следующем круге|на следующем круге|на следующий день|в другой день|"
                 "не сегодня|не сейчас|в перспективе"),
    other_time=forms_of(("следующий", "последний", "финальный", "будущий", "ближайший",
                         "завтрашний", "решающий", "заключительный", "другой",
                         # «в ответном матче выставлю…»: the return match (tuning92)
                         "ответный"),
                        but=("ADJS", "COMP", "Supr", "plur", "V-oy")),
    time_nouns=_words("день дня дню дне днем дни дней днях круг круга кругу круге кругом круги "
                      "кругах раунд раунда раунде тур тура туре ночь ночи ночью утро утра утром "
                      "вечер вечера вечером финал финала финале финалу финалка финалки финалке финалку "
                      # «на будущее запомни: выставлю…»: for the future
                      "будущее конец конца конце концу "
                      "момент "
                      "моменте игра игры игре игру неделя недели неделе неделю раз "
                      # «в следующем матче», «во втором тайме»: the fan's (tuning92)
                      "матч матча матче матчу тайм тайма тайме"),
    # «на днях», «через круг», «к концу» (not «по итогам дня»)
    time_prepositions=_words("в во на через после к ко под до"),
    now_words=_words("этот этом этой эту это сегодня сегодняшний сегодняшнем сейчас нынешний "
                     "нынешнем данный данном текущий текущем"),
    # who says the quoted words: «повторю что сказал первый: я выставляю седьмого»
    subjects=_words("он|она|они|ты|вы|шериф|дон|ведущий|ведущая|судья|мафия|мирные|черные|красные|все|кто то|"
                    "кто нибудь|игрок|этот|тот"),
    patterns=(
        "[я] {V} [на_голосование] [игрока] [номер|под_номером|за_номером] {N}",
        "[я] номинирую [игрока] [номер] {N}",
        "[я] {V} [игрока] под {Ni} номером",
        "[я] {V} кандидатуру [игрока] [номер] {N}",
        "[игрока] [номер|под_номером] {N} [я] {V} [на_голосование]",
        "[я] (ставлю|предлагаю|выношу|отправляю|кидаю) (на_голосование|в_зону_голосования) "
        "[игрока] [номер] {N}",
        "[я] (ставлю|отправляю|кидаю) [игрока] [номер] {N} (на_голосование|в_зону_голосования)",
        "{N} я (выношу|отправляю) на_голосование",
        "(на_голосование|в_зону_голосования) [я] (ставлю|выставляю|отправляю|кидаю) {N}",
        "{N} на_голосование",
        "[моя] кандидатура [игрока] [номер] {N}",
        "(номер|под_номером) {N}",
        # no verb: the speaker's choice
        "от_меня [идет] [игрок|номер] {Nn}",
        "от_меня [игрок] [номер] {Nn} (выставлен|выдвигается|идет)",
        "[номер] {Nn} от_меня",
        "(мой_кандидат|кандидатура_моя) [номер] {Nn}",
        "кандидатура [номер] {Nn} от_меня",
        "на_голосование [от_меня] идет {Nn} [от_меня]",
        # corrections
        "{V} {N} (ой_нет|то_есть|вернее|точнее|извините|ой|поправка|стоп) [номер] {N}",
        "{V} {N} (хотя_нет|или_нет) [лучше] {N}",
        "{V} {N} [а] хотя_нет пусть_будет {Nn}",
        "{V} не {N} а {N}",
        "{V} {N} а не {N}",
        "{N} [я] тебя {V}",
        "{N} [я] {V} (тебя|его)",
        "[я] {V} себя",
        # the sheriff's check named with the seat: «выставляю мою черную проверку четвертую»
        "[я] {V} мою_черную_проверку {N}",
    ),
    pattern_verbs=("выставляю", "выдвигаю", "выставляем", "выставлю"),
    canonical="я выставляю игрока номер {N}",
    thanks="спасибо",
    # the most frequent Russian words and the table's own words: free talk is recognised as
    # these (not forced into a nomination), and the matcher then ignores it
    talk=tuple(dict.fromkeys((
        "и в не на я что он с это а как то все она так его но да ты к у же вы за бы по только "
        "ее мне было вот от меня еще нет о из ему теперь когда даже ну ли если уже или ни быть "
        "был него до вас опять там потом себя ничего ей может они тут где есть надо для мы "
        "тебя их чем была сам без чего тоже себе под будет тогда кто этот того потому этого "
        "какой совсем здесь этом мой тем чтобы сейчас были всех можно при после больше тот "
        "через эти нас про всего них много хорошо эту моя перед лучше такой им всегда "
        "конечно думаю кажется знаю верю хочу говорил сказал сказала говорит мафия мафию мирный "
        "мирного мирные шериф шерифа дон дона черный черного красный красного игрок игроки речь "
        "голосую голосуем голосовать проверка проверил проверку круг ночь день стрелял "
        "подозреваю молчал странно хорошая плохая выставил выставила выставили выставить "
        "выставлять выставлю выставим выставляет кандидат кандидатура кандидатуру игрока номер "
        "под номером выставляю выдвигаю ставлю предлагаю голосование спасибо пас завтра "
        "следующий раз никого собираюсь хотел ой есть вернее точнее извините сегодня "
        "кричал мол").split())),
)

_EN_UNITS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
             "fifteen sixteen seventeen eighteen nineteen twenty").split()
_EN_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
                "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
                "nineteenth twentieth").split()
_EN_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
            "eighty": 80, "ninety": 90}

EN = Lexicon(
    lang="en",
    spoken={**{i + 1: (w, o) for i, (w, o) in enumerate(zip(_EN_UNITS, _EN_ORDINALS, strict=True))},
            **{20 + i: (f"twenty {_EN_UNITS[i - 1]}", f"twenty {_EN_ORDINALS[i - 1]}")
               for i in range(1, 6)}},
    numbers={"zero": 0, **{w: i + 1 for i, w in enumerate(_EN_UNITS)},
             **{w: i + 1 for i, w in enumerate(_EN_ORDINALS)}},
    ordinals=frozenset(_EN_ORDINALS),
    tens=_EN_TENS,
    big={"hundred": 100, "hundredth": 100, "thousand": 1000, "million": 1000000,
         **{w[:-1] + "ieth": n for w, n in _EN_TENS.items() if n > 20}},
    verbs={"nominate": "act", "nominating": "act", "nominated": "other", "nominates": "other",
           "nomination": "other", "nominee": "other"},
    # «i give six to vote», «i choose thirteen for vote»: a non-native speaker's vote verbs
    vote_verbs={"put": "act", "putting": "act", "propose": "act", "proposing": "act",
                "give": "act", "choose": "act", "send": "act"},
    # «i put number three»: «put» with a seat right after is the act too
    # «i choose number twelve»: a non-native speaker's «choose» with the seat right after too
    direct_vote_verbs=frozenset({"put", "choose"}),
    minus=_words("minus"),
    damaged_verbs={},
    # «i nominates one»: the act heard with a third person's ending after «i»
    after_i_verbs={"nominates": "nominate"},
    # «up»: «i'm putting up number three», «i put seven up»
    vote_phrases=_words("up for the vote|up for vote|up for a vote|to the vote|to a vote|"
                        "for the vote|for a vote|on the vote|up|on the ballot|to the ballot|"
                        "for the ballot|forward|up for nomination|for nomination|"
                        # «five go to vote», «i put on vote number two»: no article
                        "to vote|for vote|on vote|on voting|to voting"),
    # «seventeen is my nominee»: the head after the seat
    # «my nominee number three», «nomination from me is ten»: the head with its seat phrase
    heads=_words("my candidate is|my candidate|my nominee is|my nomination is|my nominee|"
                 "nomination from me is|nomination from me|"
                 "is my nominee|is my nomination|is my candidate"),
    # «the guy at twenty three», «the lady at fourteen»: the player named by his seat
    slots=_words("player|number|the|player number|seat|seat number|"
                 "the guy at|the girl at|the lady at|the man at|the woman at|the player at|"
                 "the person at|the one at|"
                 # «the player in seat six»: the player named by the seat he sits in
                 "the player in seat|the one in seat|the person in seat|in seat|in seat number"),
    bare_slots=_words("number|player number"),
    skip=_words("i|i'm|am|here's the plan|the plan is|so here's the thing|here's what i do|"
                "all right then|long story short|in the end|to sum up|bottom line|"
                # «i move to nominate thirteen»: the formal motion is the act moved, now
                "move to|hereby move to"),
    cheap=_words("today|now|and|then|if i'm honest|if i am honest|if i'm being honest|"
                 # «i nominate my man twenty»: the seat greeted as a buddy (tuning60)
                 "my man|my guy|my dude|"
                 "to be honest|honestly|frankly|to be fair|if you ask me|just in case|in case|"
                 "even if|"
                 # «if i may, i nominate…»: a courtesy asking leave, no condition of the act
                 "if i may|if you allow me|if you'll allow me|with your permission"),
    regardless=_words("anyway|either way|regardless|in any case|no matter what"),
    negations=_words("not don't dont never won't"),
    # not «no one»: after a seat it is «no, one» («i nominate seven no one»)
    nobody=_words("anyone|anybody|nobody|noone"),
    # «someone should nominate», «why did you nominate»: no subject «i», or a modal
    hedges=_words("would could might maybe if will i'll i'd let's lets perhaps suppose should "
                  "must can did does someone somebody he she they why when whenever unless once "
                  "think guess wonder") | _words("or not|or nah")   # «…seven or nah?», as «или нет»
    # «say it like this: i nominate…», «i'm just practising: i nominate…»: an example, no act
    | _words("like this|for example|for instance|correctly|practising|practicing|rehearsing"),
    future=_words("if maybe will i'll would i'd"),
    future_time=_words("later soon"),
    modals=_words("want wanna going gonna should could would might"),
    manner=_words("little much loudly quietly well badly"),
    speech=_words("said says say told tells shouted claimed yelled "
                  # «nine wrote in the chat: …»: written is said too
                  "wrote writes typed texted"),
    boundaries=_words("but so then because"),
    corrections=_words("no|sorry|i mean|actually|wait|scratch that|"
                       # «let me correct myself, i nominate seven»: the speaker's own fix
                       # announced (tuning102)
                       "correct myself|let me correct myself|i correct myself"),
    weak_corrections=_words("oops"),
    addressed=_words("you him her"),
    self_words=_words("myself"),
    prepositions=_words("for to at with of on in from about against after before"),
    stoppers=_words("because since that who which if when"),
    conjunctions=_words("and or"),
    end_words=_words("thanks|thank you|pass|that's all|that is all|that's it|that is it|"
                     "i'm done|i am done|done|i'm finished|that's all from me|nothing more|"
                     "nothing else|that's everything|that's all i have|that is all i have|"
                     "i have nothing to add|nothing to add|nothing more to say|"
                     # «i have nothing more to add»: «more» inside (tuning78)
                     "i have nothing more to add|nothing more to add|"
                     # «i have nothing else to say»: «else» for «more» (tuning107)
                     "nothing else to say|i have nothing else to say|i have nothing more to say|"
                     "i have finished|i've finished|i am finished|"
                     # «cheers, that's me»: the British thanks, and «that's me» (I'm done)
                     "cheers|that's me|that is me|that's me done|"
                     # «okay, spasibo»: a guest closing with the Russian thanks he learnt
                     "spasibo|merci|"
                     # «i rest my case»: the advocate's close of his pleading
                     "i rest my case|rest my case|"
                     # «thank you, that's all i have to say»: the formula with what it is all of
                     # (tuning62)
                     "that's all i have to say|that is all i have to say|"
                     "that's all i wanted to say|that is all i wanted to say|"
                     "that's all i've got|that is all i've got|"
                     # «that's all from me, over and out», «end of transmission»: the radio's
                     # close (tuning66)
                     "over and out|end of transmission|roger out|"
                     # «thank you, judge, i yield my time»: the debater's formal close, his time
                     # or the floor given up (tuning87)
                     "i yield my time|i yield the floor|i yield the rest of my time|"
                     "i yield my remaining time|i yield back my time|i yield back"),
    closing=_words("all|from me|for me|everyone|everybody|guys|folks|very much|so much|"
                   "for now|for today|here|table|the table|people|please|"
                   # «thank you for your attention», «thank you (for) your time»
                   "for your attention|your attention|for your time|your time|colleagues|"
                   # «…nominating four, no cap»: the youth's «no lie» closing
                   "no cap|"
                   # «that's all from me, thank you, dears»: the old players' address (tuning62)
                   "dears|my dears|dear|darlings|my darlings|dear friends|friends|"
                   # «…i'm nominating you, sorry buddy»: the one nominated addressed (tuning63)
                   "buddy|bro|dude|man|mate|pal|"
                   # «…, copy that», «…, over»: the radio's words after the close (tuning66)
                   "over|copy that|roger|roger that|copy|"
                   # «thank you, judge»: at a tournament the host is the judge (tuning87)
                   "judge|the judge|your honor|mister judge|madam judge|"
                   # «thanks guys, bye»: the farewell after the close, as «пока» (tuning95)
                   "bye|bye bye|goodbye|bye everyone|see you|see ya|"
                   # «well that is it from me, dearie»: the old village's address (tuning90)
                   "dearie|deary|my dearie|sweetie|honey|sonny|my boy|my girl|"
                   # «that's all from me, lads»: the football fans' address (tuning92)
                   "lads|the lads|boys|fellas|gents|"
                   # «that is my set, thank you, good night»: the stage's farewell (tuning105)
                   "good night|goodnight|good night everyone"),
    # «ok so my candidate is number ten»: the «ok» opening what he says
    fillers=_words("uh um er well so like ok okay") | _words(
        # «lowkey nominate three», «fr fr nominate eight»: the youth's fillers
        "lowkey highkey fr ngl bro bruh") | {"no cap"},
    own=_words("from me|my pick is|my pick|my choice is|my choice|my nomination"),
    ballot_state=_words("on the ballot|on the vote"),
    verbless_free=_words("goes|is|go|going"),
    later=_words("tomorrow|later|next time|next round|some day|another day"),
    other_time=_words("next last final"),
    time_nouns=_words("day round night time game"),
    time_prepositions=_words("in on at after"),
    now_words=_words("this today now"),
    subjects=_words("he she they someone everyone"),
    retractions=_words("never mind|cancel that|forget it|forget that|just kidding|kidding|"
                       "i changed my mind|changed my mind|i take that back|take that back|"
                       "i take it back|take it back|i take back|"
                       "i'm kidding|i am kidding|joking|just joking|i'm joking|i am joking|jk|"
                       "not really|"
                       # «…, actually no, i withdraw that»: the formal withdrawal of the motion
                       "i withdraw that|i withdraw it|i withdraw|withdraw that|withdrawn"),
    retractions_negated=frozenset(),
    # «it's not that i nominate seven», «don't think that i nominate…»: what he denies
    denials=_words("it's it is was say saying said mean means think"),
    # («no wait i mean it five»: «i mean it», serious, before the seat said again)
    # («no wait, it's two, yes, two»: «это», «да» in Russian)
    correction_gap=_words("i mean|i mean it|rather|make it|no|it's|yes|yeah"),
    replacements=_words("then|instead"),
    # «i wanna nominate», «i'm gonna nominate»: «to» fused into the modal
    infinitive_markers=_words("to wanna gonna"),
    questions=_words("who whom"),
    # «first of all», «at first»: the order of what he says, no seat
    idioms=_words("on the spot|on notice|in his place|in her place|in their place|in a corner|"
                  "first of all|at first|"
                  # «as much as i can»: no hedge of what follows
                  "as much as i can|as well as i can|as best i can|as far as i can"),
    adverbs=_words("also|hereby|now|officially|just|really|then|still|therefore|too|again|"
                   "formally|will|am|do|"
                   # «i move to nominate thirteen» (a skip phrase: one token)
                   "move to|hereby move to"),
    homophones={"for": 4, "fore": 4, "to": 2, "too": 2, "won": 1, "ate": 8, "tree": 3,
                "free": 3, "sex": 6, "nein": 9, "tin": 10},
    patterns=("[i] {V} [player] [number] {N}", "[i] put [number] {N} up_for_the_vote",
              "[i] (put|i'm_putting) up [player] [number] {N}",
              "[i] put [player] [number] {N} on_the_ballot",
              "my_candidate_is [number] {N}", "{V} {N} (no|sorry|i_mean) {N}",
              "from_me [number] {Nn}", "{Nn} goes to_the_vote from_me",
              "[i] put [number] {N}", "[i] (give|choose) {N} to_vote", "{Nn} go to_vote",
              # a learner's: «i choose number twelve», «me nominate eighteen», «seventeen is my
              # nominee», «i nominate the guy at twenty three»
              "[i] choose [number] {N}", "me {V} {N}", "{Nn} (is_my_nominee|is_my_nomination)",
              "[i] {V} (the_guy_at|the_girl_at|the_lady_at|the_man_at|the_woman_at) {N}"),
    pattern_verbs=("nominate",),
    canonical="i nominate player number {N}",
    thanks="thanks",
    talk=tuple("the a i is he she it and or not to of in that was mafia town sheriff player "
               "vote think good bad thank you thanks pass nominate number".split()),
)

LEXICONS = {"ru": RU, "en": EN}


def lexicon(lang: str) -> Lexicon:
    """The lexicon for ``lang``. Raises ``ValueError`` naming the languages there are.

    >>> lexicon("ru").lang
    'ru'
    """
    try:
        return LEXICONS[lang]
    except KeyError:
        raise ValueError(f"no listening vocabulary for language {lang!r} "
                         f"(there is: {', '.join(sorted(LEXICONS))})") from None
