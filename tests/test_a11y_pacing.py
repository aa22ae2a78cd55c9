"""The queue policy for screen readers that queue announcements (NVDA, VoiceOver):
tested with the recording announcer and a simulated slow speaker."""

from __future__ import annotations

from klondike_qt.a11y.announcer import ANSWER, FOCUS, RESULT, Announcement, Pacer, RecordingAnnouncer, speaking_ms


class SlowSpeaker:
    """A screen reader that queues everything it gets and speaks at ``cps``
    characters per second: what it has spoken by ``now_ms``, and its queue."""

    def __init__(self, cps: float) -> None:
        self.cps = cps
        self.queue: list[tuple[int, str]] = []  # (arrival, text)
        self.spoken: list[tuple[int, str]] = []  # (start, text)
        self._free_at = 0
        self.longest_queue = 0

    def hear(self, text: str, now_ms: int) -> None:
        self.run(now_ms)
        self.queue.append((now_ms, text))
        self.longest_queue = max(self.longest_queue, len(self.queue))
        self.run(now_ms)

    def run(self, now_ms: int) -> None:
        while self.queue and self._free_at <= now_ms:
            arrival, text = self.queue.pop(0)
            start = max(arrival, self._free_at)
            self.spoken.append((start, text))
            self._free_at = start + int(1000 * len(text) / self.cps)


def drive(pacer: Pacer, speaker: SlowSpeaker, script: list[tuple[int, Announcement]], until: int) -> None:
    events = iter(script)
    upcoming = next(events, None)
    for now in range(0, until, 10):
        while upcoming is not None and upcoming[0] <= now:
            for item in pacer.offer(upcoming[1], now):
                speaker.hear(item.text, now)
            upcoming = next(events, None)
        if pacer.next_ms is not None and now >= pacer.next_ms:
            for item in pacer.due(now):
                speaker.hear(item.text, now)
        speaker.run(now)


def moves(n: int, every_ms: int) -> list[tuple[int, Announcement]]:
    return [(i * every_ms, Announcement(f"Moved card {i} to column 3, on card {i + 1}.")) for i in range(n)]


def test_fast_play_keeps_the_queue_short_and_ends_on_the_latest_result():
    # 20 moves, one every 300 ms; each sentence takes ~2 s at 18 characters a second.
    script = moves(20, 300)
    plain = SlowSpeaker(18)
    for at, item in script:
        plain.hear(item.text, at)
    plain.run(10**9)
    assert plain.longest_queue >= 15  # without a policy: the queue grows with every key
    assert plain.spoken[-1][0] > 30_000  # the last move is heard half a minute late

    pacer, paced = Pacer(chars_per_second=18), SlowSpeaker(18)
    drive(pacer, paced, script, 60_000)
    assert paced.longest_queue <= 1
    texts = [t for _, t in paced.spoken]
    assert texts[0] == script[0][1].text and texts[-1] == script[-1][1].text
    assert len(texts) < 8 and pacer.superseded == 20 - len(texts)
    assert paced.spoken[-1][0] - script[-1][0] < 2 * speaking_ms(script[-1][1].text, 18)


def test_a_result_and_the_focus_words_do_not_swallow_each_other():
    pacer, speaker = Pacer(chars_per_second=18), SlowSpeaker(18)
    script = [
        (0, Announcement("Moved 7 of diamonds to column 7, on 8 of spades.")),
        (100, Announcement("Bottom of column 7.", kind=FOCUS)),
        (200, Announcement("Can't put the queen of spades on the 8 of spades: both are black.", True)),
        (250, Announcement("Foundations: all empty.", kind=ANSWER)),
        (300, Announcement("Top row: nothing above the waste.", kind=FOCUS)),
    ]
    drive(pacer, speaker, script, 30_000)
    assert [t for _, t in speaker.spoken] == [
        "Moved 7 of diamonds to column 7, on 8 of spades.",
        # the refusal superseded nothing of the focus kind, the newer focus words the older
        "Can't put the queen of spades on the 8 of spades: both are black.",
        "Foundations: all empty.",
        "Top row: nothing above the waste.",
    ]
    assert speaker.longest_queue <= 1


def test_an_idle_speaker_gets_every_announcement_at_once():
    pacer = Pacer()
    first = Announcement("Turned queen of clubs.")
    assert pacer.offer(first, 0) == [first]
    later = Announcement("Holding queen of clubs.")
    assert pacer.offer(later, 10_000) == [later]
    assert pacer.next_ms is None


def test_clear_drops_what_waits():
    pacer = Pacer()
    pacer.offer(Announcement("One."), 0)
    pacer.offer(Announcement("Two."), 10)
    assert pacer.next_ms is not None
    pacer.clear()
    assert pacer.next_ms is None and pacer.due(10**6) == []


def test_the_recording_announcer_keeps_the_history_whole_and_sends_through_the_pacer(qtbot):
    announcer = RecordingAnnouncer()
    announcer.pacer = Pacer(chars_per_second=1000)
    for i in range(5):
        announcer.announce(f"Moved card {i}.", kind=RESULT)
    assert announcer.texts == [f"Moved card {i}." for i in range(5)]  # history: everything decided
    assert [a.text for a in announcer.sent] == ["Moved card 0."]
    qtbot.waitUntil(lambda: len(announcer.sent) == 2, timeout=2000)
    assert [a.text for a in announcer.sent] == ["Moved card 0.", "Moved card 4."]
    assert announcer.pacer.superseded == 3


def test_without_a_pacer_everything_is_sent_at_once():
    announcer = RecordingAnnouncer()
    announcer.announce("One.")
    announcer.announce("Two.", kind=FOCUS)
    assert [a.text for a in announcer.sent] == ["One.", "Two."]
