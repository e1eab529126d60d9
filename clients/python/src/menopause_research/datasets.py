"""Pinned datasets: the manifest and each table's file, every file checked against the manifest's SHA-256.

Today the files come from ``GET /v1/datasets/snapshot`` (one file per request, as of one log position).
A later asynchronous export (a job that ends in a manifest of file URLs) only changes where
``DatasetSource.files`` finds each file: the checks and ``Dataset`` stay as they are.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Literal, Mapping, Optional, Tuple, Union

from .errors import ChecksumError
from .session import Session

if TYPE_CHECKING:
    import pandas

Format = Literal["csv", "ndjson", "parquet"]
MANIFEST_FILE = "manifest.json"
CHUNK_BYTES = 1 << 20


@dataclass(frozen=True)
class Dataset:
    """A dataset on disk: its manifest, and each table's verified file."""

    directory: Path
    manifest: Mapping[str, Any]
    paths: Mapping[str, Path]

    @property
    def position(self) -> int:
        return int(self.manifest["as_of_position"])

    def frame(self, table: str) -> "pandas.DataFrame":
        """One table as a DataFrame (needs the ``pandas`` extra). Parquet keeps its types: dates, categories."""
        import pandas

        path = self.paths[table]
        fmt = self.manifest["format"]
        if fmt == "parquet":
            return pandas.read_parquet(path)
        if fmt == "ndjson":
            return pandas.read_json(path, lines=True, dtype=False)
        return pandas.read_csv(path, keep_default_na=False, na_values=[""])

    def frames(self) -> Dict[str, "pandas.DataFrame"]:
        return {table: self.frame(table) for table in self.paths}


class DatasetSource:
    """Where a dataset's files come from: today the snapshot endpoint, one request per file."""

    def __init__(self, session: Session):
        self._session = session

    def manifest(self, as_of_position: Optional[int], fmt: Format) -> Tuple[bytes, Dict[str, Any]]:
        params: Dict[str, Any] = {"format": fmt}
        if as_of_position is not None:
            params["as_of_position"] = as_of_position
        response = self._session.get("datasets/snapshot", params=params)
        return response.content, json.loads(response.content)

    def files(self, manifest: Mapping[str, Any]) -> Iterator[Tuple[Mapping[str, Any], Iterator[bytes]]]:
        """Each table of the manifest and its bytes as they arrive, pinned to the manifest's position."""
        for table in manifest["tables"]:
            params = {"as_of_position": manifest["as_of_position"], "format": manifest["format"], "table": table["name"]}
            response = self._session.stream("datasets/snapshot", params=params)
            try:
                yield table, response.iter_bytes(CHUNK_BYTES)
            finally:
                response.close()


def write_verified(chunks: Iterator[bytes], path: Path, expected_sha256: str) -> None:
    """Writes to a temporary file while hashing; renames it into place only if the SHA-256 matches."""
    digest = hashlib.sha256()
    temporary = path.with_name(f".{path.name}.part")
    try:
        with open(temporary, "wb") as out:
            for chunk in chunks:
                digest.update(chunk)
                out.write(chunk)
        actual = digest.hexdigest()
        if actual != expected_sha256:
            raise ChecksumError(path.name, expected_sha256, actual)
        os.replace(temporary, path)
    finally:
        if temporary.exists():
            temporary.unlink()


def download(
    source: DatasetSource, directory: Union[str, "os.PathLike[str]"], as_of_position: Optional[int], fmt: Format
) -> Dataset:
    target = Path(directory)
    target.mkdir(parents=True, exist_ok=True)
    raw, manifest = source.manifest(as_of_position, fmt)
    paths: Dict[str, Path] = {}
    for table, chunks in source.files(manifest):
        path = target / str(table["file"])
        write_verified(chunks, path, str(table["sha256"]))
        paths[str(table["name"])] = path
    # The manifest goes last: a directory with a manifest.json is a complete, verified dataset.
    (target / MANIFEST_FILE).write_bytes(raw)
    return Dataset(directory=target, manifest=manifest, paths=paths)


def open_dataset(directory: Union[str, "os.PathLike[str]"], verify: bool = True) -> Dataset:
    """A dataset downloaded before, its files checked again against its manifest unless ``verify`` is False."""
    target = Path(directory)
    manifest = json.loads((target / MANIFEST_FILE).read_bytes())
    paths: Dict[str, Path] = {}
    tables: List[Mapping[str, Any]] = manifest["tables"]
    for table in tables:
        path = target / str(table["file"])
        if verify:
            actual = hashlib.sha256(path.read_bytes()).hexdigest()
            if actual != table["sha256"]:
                raise ChecksumError(path.name, str(table["sha256"]), actual)
        paths[str(table["name"])] = path
    return Dataset(directory=target, manifest=manifest, paths=paths)
