"""Reads a calendar feed with an independent iCalendar parser (Python's
`icalendar`), for the end-to-end test of the calendar (docs/calendar.md).

Run: FEED_FILE=feed.ics python read_calendar.py
Prints one JSON object: the calendar's name and refresh interval, and each
event with its uid, summary, description, url, and its start and end as
Unix milliseconds (a date-time) or "YYYY-MM-DD" (a whole day).
"""

import datetime
import json
import os
import sys

import icalendar


def when(prop):
    """A DTSTART/DTEND value as the test compares it."""
    if prop is None:
        return None
    value = prop.dt
    if isinstance(value, datetime.datetime):
        # Only UTC times are expected: a naive (floating) time is an error.
        if value.tzinfo is None:
            raise ValueError(f"floating time {value}")
        return int(value.timestamp() * 1000)
    return value.isoformat()


def main():
    with open(os.environ["FEED_FILE"], "rb") as feed:
        calendar = icalendar.Calendar.from_ical(feed.read())
    events = []
    for event in calendar.walk("VEVENT"):
        events.append({
            "uid": str(event["UID"]),
            "summary": str(event["SUMMARY"]),
            "description": str(event.get("DESCRIPTION", "")),
            "url": str(event.get("URL", "")),
            "start": when(event.get("DTSTART")),
            "end": when(event.get("DTEND")),
            "stamp": when(event.get("DTSTAMP")),
        })
    json.dump({
        "name": str(calendar.get("NAME", "")),
        "refresh": str(calendar.get("REFRESH-INTERVAL").to_ical().decode()),
        "events": events,
    }, sys.stdout)


if __name__ == "__main__":
    main()
