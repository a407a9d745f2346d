"""Named timers on the one clock; a pause freezes them all."""

from pihost.host.timers import Timers


def test_replacing_and_stale_timers():
    t = Timers()
    t.set("speech_end", 60, now=0)
    t.set("speech_end", 30, now=10)  # replaced
    assert t.next_deadline() == ("speech_end", 40)
    assert not t.expire("speech_end", 39.0)  # not due yet
    assert t.expire("speech_end", 40.0)
    assert not t.expire("speech_end", 40.0)  # gone: a journaled duplicate is harmless


def test_pause_freezes_remaining_time():
    t = Timers()
    t.set("vote_close", 3, now=100)
    t.pause(now=101)
    assert t.next_deadline() is None
    assert t.remaining("vote_close", now=500) == 2
    t.set("menu", 10, now=200)  # set while paused: counts from the pause
    t.resume(now=1000)
    assert t.next_deadline() == ("vote_close", 1002)
    assert t.deadline("menu") == 1000 + 10
