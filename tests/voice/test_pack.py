"""Phrase packs: complete, every phrase renders in every range, errors name file and key."""

from __future__ import annotations

import pytest

from pihost.voice import PackError, load_pack
from pihost.voice.check import check_packs, check_phrases
from pihost.voice.language import EN, RU
from pihost.voice.template import Template, TemplateError

# The ids (and parameters) the host loop codes against: the contract, copied here on purpose.
CONTRACT = {
    "ready": (), "seat_check": (), "seats_missing": ("seats",), "seats_ok": (),
    "night_falls": (), "night_continues": (), "register_wakes": ("register",),
    "register_sleeps": ("asleep",), "register_count_wrong": ("count", "expected"),
    "meeting_wakes": (), "meeting_agree": ("seconds",), "meeting_sleeps": (),
    "register_wrong": (), "deal_intro": (), "deal_code": ("count", "role"),
    "deal_look": ("seat",), "step_wakes": ("wake",), "step_sleeps": ("sleep",),
    "call_number": ("n",), "table_size": ("count",), "team_size": ("team", "count"),
    "team_roles": ("roles",), "alibi": ("seat",),
    "morning": (), "morning_killed": ("seats",), "morning_good": (), "day_starts": ("day",),
    "speech": ("seat",), "justify_speech": ("seat", "seconds"), "speech_skipped": ("seat",),
    "ten_seconds": (), "time_up": (), "nomination_accepted": ("seat",),
    "nominee_taken": ("seat",), "already_nominated": (), "seat_not_in_game": ("seat",),
    "cannot_nominate_self": (), "not_understood": (), "nominees": ("seats",),
    "no_nominees": (), "single_candidate_day1": ("seat",), "voting_starts": (),
    "vote_for": ("seat",), "thanks": (), "rest_votes": ("seat",),
    "vote_count": ("seat", "votes"), "leaves": ("seat",), "tie": ("seats",),
    "all_leave_question": ("seats",), "all_leave": ("seats",), "all_stay": (),
    "last_word": ("seat", "seconds"), "best_move_prompt": ("seat",),
    "best_move_result": ("seat", "seats"), "foul": ("seat", "count"),
    "foul_loses_speech": ("seat",), "foul_short_speech": ("seat", "seconds"),
    "foul_removed": ("seat",), "disqualified": ("seat",), "left_game": ("seat",),
    "role_revealed": ("seat", "role"), "game_over": ("winner",),
    "reveal_team": ("team", "seats"), "reveal_role": ("role", "seats"), "paused": (),
    "resumed": (), "not_now": (), "no_technical_fouls": (), "seats_ok_confirm": (),
    "undone": (), "host_menu": ("item",), "choose_seat": (),
    "host_menu_help": (), "menu_closed": (), "host_code": (), "wrong_code": (), "timer_skipped": (),
    "resume_offer": (), "resumed_game": (), "selftest_start": (), "selftest_press": ("seat",),
    "selftest_ok": (), "selftest_fault": ("seat",), "error_window_closed": (),
    "vote_refused": ("seat",), "mic_problem": (),
}


@pytest.fixture(scope="module", params=["ru", "en"])
def pack(request):
    return load_pack(request.param)


def test_pack_has_every_contract_phrase_with_its_parameters(pack):
    for phrase_id, params in CONTRACT.items():
        assert phrase_id in pack.ids
        assert pack.params(phrase_id) == params, phrase_id
        assert set(pack.templates[phrase_id].params) <= set(params)


def test_every_phrase_renders_for_every_parameter_value(pack):
    assert check_phrases(pack) == []


def test_both_packs_have_the_same_ids():
    assert check_packs([load_pack("ru"), load_pack("en")]) == []
    assert set(load_pack("ru").ids) == set(load_pack("en").ids)


@pytest.mark.parametrize("phrase_id, params, text", [
    ("speech", {"seat": 3}, "Слово игроку номер три."),
    ("nomination_accepted", {"seat": 10}, "Десять принято."),
    ("vote_count", {"seat": 10, "votes": 6}, "У игрока номер десять шесть голосов."),
    ("vote_count", {"seat": 3, "votes": 1}, "У игрока номер три один голос."),
    ("vote_count", {"seat": 3, "votes": 22}, "У игрока номер три двадцать два голоса."),
    ("foul", {"seat": 4, "count": 3}, "Игроку номер четыре — третий фол."),
    ("foul", {"seat": 4, "count": 1}, "Игроку номер четыре — первый фол."),
    ("day_starts", {"day": 1}, "День первый."),
    ("meeting_agree", {"seconds": 21}, "У мафии двадцать одна секунда, чтобы договориться."),
    ("foul_short_speech", {"seat": 2, "seconds": 21},
     "Игрок номер два получает только двадцать одну секунду."),
    ("last_word", {"seat": 5, "seconds": 30},
     "Последнее слово, игрок номер пять, тридцать секунд."),
    ("last_word", {"seat": 5, "seconds": 60}, "Последнее слово, игрок номер пять, минута."),
    ("meeting_agree", {"seconds": 60}, "У мафии минута, чтобы договориться."),
    ("justify_speech", {"seat": 3, "seconds": 90},
     "Оправдательная речь, игрок номер три, минута тридцать секунд."),
    ("foul_short_speech", {"seat": 2, "seconds": 120},
     "Игрок номер два получает только две минуты."),
    ("foul_short_speech", {"seat": 2, "seconds": 60}, "Игрок номер два получает только минуту."),
    ("nominees", {"seats": [10, 3]}, "Выставлены игроки номер десять и три."),
    ("nominees", {"seats": [7]}, "Выставлен игрок номер семь."),
    ("seats_missing", {"seats": (4, 9)}, "Нет игроков номер четыре и девять."),
    ("seats_missing", {"seats": (4,)}, "Нет игрока номер четыре."),
    ("best_move_result", {"seat": 4, "seats": [3, 6, 9]},
     "Лучший ход игрока номер четыре: три, шесть и девять."),
    ("morning_killed", {"seats": [4]}, "Утро недоброе, нас покидает игрок номер четыре."),
    ("morning_killed", {"seats": [4, 11]},
     "Утро недоброе, нас покидают игроки номер четыре и одиннадцать."),
    ("register_count_wrong", {"count": 1, "expected": 3},
     "Нажата одна кнопка, а нужно три. Нажмите ещё раз."),
    ("register_wakes", {"register": "commissar"},
     "Просыпается комиссар. Комиссар, нажмите кнопку."),
    ("step_wakes", {"wake": "sheriff_check"}, "Просыпается Шериф, Шериф ищет мафию."),
    ("step_wakes", {"wake": "heal"}, "Просыпается доктор. Доктор выбирает, кого лечить."),
    ("team_roles", {"roles": ["sheriff", "doctor", "courtesan"]},
     "Среди них: шериф, доктор и путана."),
    ("reveal_role", {"role": "don", "seats": [7]}, "Дон — игрок номер семь."),
    ("deal_code", {"count": 2, "role": "sheriff"}, "Два мигания — шериф."),
    ("alibi", {"seat": 4}, "У игрока номер четыре алиби: он остаётся в игре."),
    ("call_number", {"n": 1}, "Один."),
    ("game_over", {"winner": "town"}, "Игра окончена. Победил город."),
    ("role_revealed", {"seat": 7, "role": "sheriff"}, "Игрок номер семь — шериф."),
    ("selftest_press", {"seat": 3}, "Игрок на месте номер три, нажмите кнопку."),
])
def test_russian_phrases_read_right(phrase_id, params, text):
    assert load_pack("ru").text(phrase_id, **params) == text


@pytest.mark.parametrize("phrase_id, params, text", [
    ("vote_count", {"seat": 4, "votes": 1}, "Seat four has one vote."),
    ("vote_count", {"seat": 4, "votes": 2}, "Seat four has two votes."),
    ("foul", {"seat": 4, "count": 2}, "Seat four, second foul."),
    ("nominees", {"seats": [10]}, "Nominated is seat ten."),
    ("all_leave", {"seats": [1, 2]}, "Seats one and two leave the game."),
    ("last_word", {"seat": 1, "seconds": 61}, "Seat one, your last word, one minute one second."),
    ("meeting_agree", {"seconds": 30}, "Mafia, you have thirty seconds to agree."),
    ("selftest_press", {"seat": 3}, "Seat three, press your button."),
])
def test_english_phrases_read_right(phrase_id, params, text):
    assert load_pack("en").text(phrase_id, **params) == text


def test_a_list_of_21_seats_never_agrees_in_the_singular():
    assert load_pack("ru").text("nominees", seats=list(range(1, 22))).startswith("Выставлены")


@pytest.mark.parametrize("phrase_id, params, message", [
    ("speech", {}, "'seat' is missing"),
    ("speech", {"seat": 0}, "seat=0 is outside 1–25"),
    ("speech", {"seat": 26}, "outside"),
    ("speech", {"seat": "3"}, "whole number"),
    ("speech", {"seat": 3, "sead": 4}, "takes no parameter 'sead'"),
    ("nominees", {"seats": []}, "empty"),
    ("nominees", {"seats": [3, 3]}, "twice"),
    ("nominees", {"seats": "10"}, "list"),
    ("game_over", {"winner": "sheriff"}, "not one of town, mafia, maniac, draw"),
    ("foul", {"seat": 1, "count": 0}, "ordinal"),
    ("no_such_phrase", {}, "no phrase 'no_such_phrase'"),
])
def test_bad_parameters_give_a_clear_error_naming_file_and_phrase(phrase_id, params, message):
    with pytest.raises(PackError, match=message) as info:
        load_pack("ru").text(phrase_id, **params)
    assert "ru.yaml" in str(info.value)


def write_pack(tmp_path, body: str, name: str = "xx.yaml"):
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def full_pack_text(**overrides) -> str:
    """The Russian pack's text with some phrases replaced (None removes one)."""
    import yaml

    from pihost.voice.pack import voices_dir
    data = yaml.safe_load((voices_dir() / "ru.yaml").read_text(encoding="utf-8"))
    for key, value in overrides.items():
        if value is None:
            del data["phrases"][key]
        else:
            data["phrases"][key] = value
    return yaml.safe_dump(data, allow_unicode=True)


@pytest.mark.parametrize("overrides, message", [
    ({"speech": "Слово игроку номер {sead}."}, "phrases.speech: {sead}: unknown parameter"),
    ({"speech": "Слово игроку номер {seat:gen.dat}."}, "phrases.speech: .*one gender and one case"),
    ({"speech": "Слово игроку номер {seat:voc}."}, "phrases.speech: .*unknown form tag 'voc'"),
    ({"vote_count": "{votes|голос|голоса}"}, "phrases.vote_count: .*3 noun forms"),
    ({"speech": "Слово {seat."}, "phrases.speech: stray brace"),
    ({"speech": "Слово игроку {votes}."}, "phrases.speech: uses 'votes'"),
    ({"game_over": "{winner:f}"}, "phrases.game_over: .*is a word"),
    ({"speech": None}, "phrases.speech: missing"),
    ({"speech": ""}, "phrases.speech: a phrase must be a non-empty text"),
])
def test_a_broken_pack_names_file_and_key(tmp_path, overrides, message):
    path = write_pack(tmp_path, full_pack_text(**overrides))
    with pytest.raises(PackError, match=message) as info:
        load_pack(path)
    assert str(path) in str(info.value)
    assert load_pack(path, strict=False).problems  # the check command lists it instead


@pytest.mark.parametrize("body, message", [
    ("phrases: [1, 2]", "expected a mapping"),
    ("lang: fr\nphrases: {}", "lang: no number rules for language 'fr'"),
    ("lang: ru\nphrases: {a: b}\nrate: 5", "rate: 5"),
    ("phrases: {a: [b", "cannot read"),
])
def test_a_malformed_file_names_the_file(tmp_path, body, message):
    path = write_pack(tmp_path, body)
    with pytest.raises(PackError, match=message):
        load_pack(path)


def test_missing_pack_names_the_folder_and_known_packs():
    with pytest.raises(PackError, match=r"no such phrase pack .*en, ru"):
        load_pack("de")


def test_digits_reaching_the_voice_are_reported(tmp_path):
    path = write_pack(tmp_path, full_pack_text(ready="Мафия 2 готова."))
    assert any("digits reach the voice" in p for p in check_phrases(load_pack(path)))


def test_variants_cover_every_fixed_phrase_and_each_seat(pack):
    variants = list(pack.variants(table_size=10))
    ids = {pid for pid, _, _ in variants}
    # lists (of seats, of role words) and wide numbers (what a damaged journal lost) are
    # rendered on first use
    from pihost.voice.catalog import PARAMS

    ahead = {pid for pid in pack.ids
             if not any(n in ("seats", "roles") or PARAMS[n].spread for n in pack.params(pid))}
    assert ids == ahead and "journal_damaged" not in ids
    speech = sorted(p["seat"] for pid, p, _ in variants if pid == "speech")
    assert speech == list(range(1, 11))
    assert all(p["count"] >= 1 for pid, p, _ in variants if pid == "foul")


def test_template_syntax_directly():
    t = Template.parse("{seconds:f} {seconds|секунда|секунды|секунд}", RU)
    assert t.render({"seconds": 1}, {}) == "Одна секунда"
    assert Template.parse("{day:ord}", EN).render({"day": 2}, {}) == "Second"
    with pytest.raises(TemplateError, match="unknown form tag 'f' for en"):
        Template.parse("{seconds:f}", EN)
    with pytest.raises(TemplateError, match="time takes a case only"):
        Template.parse("{seconds:time.f}", RU)
    with pytest.raises(TemplateError, match="nom or acc"):
        Template.parse("{seconds:time.gen}", RU)
