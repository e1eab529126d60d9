"""Prints the i2b2 sample notes that ship inside the installed philter-lite wheel as
sentences with their PHI tags (JSON on stdout), mapped to the service's kinds.
The notes are read from the installed package every time and never written to the
repository: their data licence is not the project's.

Mapping: PATIENT, DOCTOR, USERNAME -> name; DATE -> date (a year alone is allowed
by Safe Harbor and dropped); HOSPITAL, STREET, CITY, ZIP, LOCATION-OTHER,
ORGANIZATION as a facility -> location; PHONE/FAX/EMAIL/URL as such; MEDICALRECORD
-> medical_record_number; IDNUM, DEVICE, HEALTHPLAN -> identifier kinds; AGE only
above 89. STATE, COUNTRY and PROFESSION are not identifiers.
"""

import json
import re
import sys
import xml.etree.ElementTree as ET
from importlib.util import find_spec
from pathlib import Path

KINDS = {
    "PATIENT": "name",
    "DOCTOR": "name",
    "USERNAME": "name",
    "DATE": "date",
    "HOSPITAL": "location",
    "STREET": "location",
    "CITY": "location",
    "ZIP": "location",
    "LOCATION-OTHER": "location",
    "ORGANIZATION": "location",
    "PHONE": "phone",
    "FAX": "fax",
    "EMAIL": "email",
    "URL": "url",
    "MEDICALRECORD": "medical_record_number",
    "IDNUM": "other_identifier",
    "DEVICE": "device_identifier",
    "HEALTHPLAN": "health_plan_number",
    "BIOID": "other_identifier",
}
YEAR_ONLY = re.compile(r"^(?:'?\d{2}|\d{4})s?$")
# A sentence ends at . ! ? followed by a space and a capital or digit, or at a blank line;
# not after an initial or a title ("Xzavian G. Tavares", "Dr. Perez").
BOUNDARY = re.compile(
    r"(?<!\b[A-Z]\.)(?<!Dr\.)(?<!Mr\.)(?<!Ms\.)(?<!Mrs\.)(?<=[.!?])[ \t]+(?=[A-Z0-9])|\n[ \t]*\n\s*"
)


def kind_of(tag_type, value):
    if tag_type == "AGE":
        digits = re.sub(r"\D", "", value)
        return "date" if digits and int(digits) > 89 else None
    kind = KINDS.get(tag_type)
    if kind == "date" and YEAR_ONLY.match(value.strip()):
        return None
    return kind


def sentences(text):
    start = 0
    for m in BOUNDARY.finditer(text):
        yield start, m.start()
        start = m.end()
    yield start, len(text)


def main():
    # Located without importing philter_lite, which would pull in its NLP dependencies.
    spec = find_spec("philter_lite")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("philter-lite is not installed (scripts/deid-venv.sh)")
    folder = Path(list(spec.submodule_search_locations)[0]) / "data" / "i2b2_xml"
    cases = []
    for note in sorted(folder.iterdir(), key=lambda p: p.name):
        if not note.name.endswith(".xml"):
            continue
        root = ET.fromstring(note.read_text(encoding="utf8"))
        text = root.findtext("TEXT") or ""
        tags = []
        for tag in root.find("TAGS") or []:
            kind = kind_of(tag.get("TYPE", ""), tag.get("text", ""))
            if kind:
                tags.append((int(tag.get("start")), int(tag.get("end")), kind))
        n = 0
        for s, e in sentences(text):
            chunk = text[s:e]
            lead = len(chunk) - len(chunk.lstrip())
            s += lead
            e = s + len(chunk.strip())
            if e - s < 3 or not re.search(r"[A-Za-z0-9]", text[s:e]):
                continue
            spans = [
                {"kind": k, "start": max(a, s) - s, "end": min(b, e) - s} for a, b, k in tags if a < e and s < b
            ]
            n += 1
            cases.append({"id": f"i2b2-{note.stem}-{n:03d}", "group": "i2b2", "text": text[s:e], "spans": spans})
    json.dump(cases, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
