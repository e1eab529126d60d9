from __future__ import annotations

import queue
import threading

from menopause_research import Cursor


def test_events_stream_the_whole_log_in_order_and_match_the_pages(service):
    with service.reader() as client:
        streamed = list(client.events())
        paged = [event for page in client.pages(limit=3) for event in page.events]
    positions = [event["position"] for event in streamed]
    assert positions == sorted(positions) and len(set(positions)) == len(positions)
    assert [event["position"] for event in paged] == positions
    assert {"PatientRegistered", "VisitRecorded"} <= {event["event_type"] for event in streamed}
    visits = list(service.reader().events(types=["VisitRecorded"]))
    assert visits and all(event["event_type"] == "VisitRecorded" for event in visits)


def test_a_replay_resumes_from_the_saved_cursor_without_gaps_or_repeats(service, tmp_path):
    cursor = Cursor(tmp_path / "feed-cursor.json")
    assert cursor.position is None
    seen = []
    with service.reader() as client:
        for page in client.pages(limit=2):
            seen += page.events
            if page.next_after is not None:
                cursor.save(page.next_after)
            break  # stopped after one page, as a crash would
    service.add_patient_with_visit("postmenopause", 70.0)
    with service.reader() as client:  # a new process: only the cursor file is left
        seen += list(client.events(cursor=Cursor(tmp_path / "feed-cursor.json")))
        everything = list(client.events())
    assert [event["position"] for event in seen] == [event["position"] for event in everything]


def _follow_in_background(client, after, found: "queue.Queue", reconnects: list):
    def run():
        for event in client._feed.follow(after, on_reconnect=lambda last, error: reconnects.append(last)):
            found.put(event)

    threading.Thread(target=run, daemon=True).start()


def test_the_live_tail_delivers_new_events_and_reconnects_with_last_event_id(service, relay):
    with service.reader() as client:
        head = list(client.events())[-1]["position"]
    tail_client = service.reader(base_url=f"https://127.0.0.1:{relay.port}/v1")
    found: "queue.Queue" = queue.Queue()
    reconnects: list = []
    _follow_in_background(tail_client, head, found, reconnects)
    service.add_patient_with_visit("perimenopause", 41.0)
    before_cut = [found.get(timeout=20) for _ in range(2)]  # PatientRegistered, VisitRecorded
    relay.cut()  # the connection drops mid-stream
    service.add_patient_with_visit("perimenopause", 42.0)
    after_cut = [found.get(timeout=20) for _ in range(2)]
    positions = [event["position"] for event in before_cut + after_cut]
    assert positions == sorted(positions) and len(set(positions)) == 4 and positions[0] > head
    assert reconnects and reconnects[0] == before_cut[-1]["position"], "resumed after the last event it gave"
    with service.reader() as client:
        assert [event["position"] for event in client.events(after=head)] == positions
