"""Regenerates test/fixtures/deid-synthetic-presidio.json with presidio-evaluator's
sentence generator (its templates and fake records), fixed seed, mapped to the
service's Safe Harbor identifier kinds.

Run: scripts/deid-venv.sh && .deid-venv/bin/python scripts/deid-python/generate_synthetic.py

Mapping (template entity -> kind). Organisations, countries, states, nationalities,
jobs, titles, years and weekdays are not Safe Harbor identifiers: a sentence that
holds only those is a clean (negative) case. Ages count only above 89.
"""

import json
import re
import sys
from pathlib import Path

from presidio_evaluator.data_generator import PresidioSentenceFaker

SEED = 42
COUNT = 1000
LOWER_CASE_RATIO = 0.05

KINDS = {
    "person": "name",
    "name": "name",
    "name_female": "name",
    "name_male": "name",
    "first_name": "name",
    "first_name_male": "name",
    "first_name_female": "name",
    "first_name_nonbinary": "name",
    "last_name": "name",
    "last_name_male": "name",
    "last_name_female": "name",
    "address": "location",
    "street_name": "location",
    "building_number": "location",
    "secondary_address": "location",
    "postcode": "location",
    "zipcode": "location",
    "city": "location",
    "credit_card_number": "account_number",
    "iban": "account_number",
    "phone_number": "phone",
    "email": "email",
    "url": "url",
    "ssn": "ssn",
    "ip_address": "ip_address",
    "us_driver_license": "license_number",
    "date_time": "date",
    "date_of_birth": "date",
    "age": "age",
}
NOT_IDENTIFIERS = [
    "organization", "country", "state", "state_abbr", "job", "year", "day_of_week",
    "prefix", "prefix_male", "prefix_female", "nationality", "nation_woman", "nation_man", "nation_plural",
]


def kind_of(entity_type, value):
    kind = KINDS.get(entity_type)
    if kind == "age":
        digits = re.sub(r"\D", "", value)
        return "date" if digits and int(digits) > 89 else None
    return kind


def unescape_newlines(text):
    """Some templates hold a literal backslash-n for a line break. Returns the text with real
    line breaks and, for every old offset, the new one (the n of an escape maps past its break)."""
    out, where, i = [], [], 0
    while i < len(text):
        where.append(len(out))
        if text.startswith("\\n", i):
            out.append("\n")
            where.append(len(out))
            i += 2
        else:
            out.append(text[i])
            i += 1
    where.append(len(out))
    return "".join(out), where


def main():
    mapping = {**{k: k for k in KINDS}, **{k: k for k in NOT_IDENTIFIERS}}
    faker = PresidioSentenceFaker(
        "en_US", lower_case_ratio=LOWER_CASE_RATIO, entity_type_mapping=mapping, random_seed=SEED
    )
    samples = faker.generate_new_fake_sentences(COUNT)
    cases = []
    for n, sample in enumerate(samples, start=1):
        text, where = unescape_newlines(sample.full_text)
        spans = []
        for span in sorted(sample.spans, key=lambda s: s.start_position):
            kind = kind_of(span.entity_type, span.entity_value)
            if kind is None:
                continue
            start, end = where[span.start_position], where[span.end_position]
            if text[start:end].lower() != span.entity_value.lower().replace("\\n", "\n"):
                raise SystemExit(f"span offsets disagree with value in sample {n}")
            spans.append({"kind": kind, "start": start, "end": end})
        cases.append({"id": f"presidio-{n:04d}", "group": "presidio", "text": text, "spans": spans})
    out = Path(__file__).resolve().parents[2] / "test" / "fixtures" / "deid-synthetic-presidio.json"
    out.write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")
    positives = sum(1 for c in cases if c["spans"])
    print(f"wrote {len(cases)} sentences ({positives} with identifiers) to {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
