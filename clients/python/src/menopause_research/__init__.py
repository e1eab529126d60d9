"""Python client of the de-identified menopause data service's research API."""

from .client import ResearchClient
from .datasets import Dataset, open_dataset
from .errors import ApiError, ChecksumError, ResearchClientError, StreamEnded, StreamGaveUp
from .feed import Cursor, Event, Page

__all__ = [
    "ApiError",
    "ChecksumError",
    "Cursor",
    "Dataset",
    "Event",
    "Page",
    "ResearchClient",
    "ResearchClientError",
    "StreamEnded",
    "StreamGaveUp",
    "open_dataset",
]
__version__ = "0.1.0"
