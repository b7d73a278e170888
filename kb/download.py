"""Fetch the current CR text from the official rules page."""
from __future__ import annotations

import re
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

__all__ = ["RULES_PAGE", "DownloadError", "fetch_current_cr", "find_txt_link", "copy_stream", "check_url"]

RULES_PAGE = "https://magic.wizards.com/en/rules"
_TXT_LINK = re.compile(r"""href\s*=\s*["']([^"']+?\.txt)["']""", re.IGNORECASE)


class DownloadError(RuntimeError):
    pass


def _hint(url: str) -> str:
    return (f"Offline? Download the TXT version of the Comprehensive Rules from {RULES_PAGE} "
            "yourself and run: kb ingest PATH/TO/MagicCompRules.txt")


DEADLINE = 600.0   # seconds one download may take in all (a server dripping a byte at a time ends)


def copy_stream(resp, out, label: str, seconds: float = DEADLINE, limit: int | None = None) -> int:
    """Copy an HTTP response into a file object, with a progress bar on a terminal; the bytes.

    At most ``limit`` bytes (default: the input limit, :func:`ingest.text.input_limit`) and
    ``seconds`` in all: a server that streams forever, or drips a byte every few seconds (each
    read within the socket's timeout), is a DownloadError, not a full disk or a hang."""
    import time

    from ingest.text import input_limit

    from . import progress

    limit = input_limit() if limit is None else limit
    deadline = time.monotonic() + seconds
    length = resp.headers.get("Content-Length") if getattr(resp, "headers", None) else None
    total = int(length) if length and length.isdigit() else None
    if total is not None and total > limit:
        raise DownloadError(_too_big(label, limit, total))
    read = getattr(resp, "read1", None) or resp.read
    done = 0
    with progress.task(label, total=total, unit="bytes") as bar:
        while chunk := read(1 << 20):
            done += len(chunk)
            if done > limit:
                raise DownloadError(_too_big(label, limit))
            if time.monotonic() > deadline:
                raise DownloadError(f"{label}: not finished after {seconds:g} s ({done:,} bytes so far): "
                                    "the server is too slow")
            out.write(chunk)
            bar.advance(len(chunk))
    return done


def _too_big(label: str, limit: int, total: int | None = None) -> str:
    from ingest.text import ENV_INPUT_MB

    have = f" ({total / 1024 / 1024:,.0f} MB)" if total else ""
    return (f"{label}: larger than {limit // (1024 * 1024):,} MB{have}, the limit for one input: raise it "
            f"with --max-mb or ${ENV_INPUT_MB} if this download is right")


def check_url(url: str, option: str = "--url") -> str:
    """``url`` if it is an address the download can fetch (http, https, file), else DownloadError."""
    parsed = urllib.parse.urlparse(url or "")
    if parsed.scheme.lower() in ("http", "https") and parsed.netloc or parsed.scheme.lower() == "file" and parsed.path:
        return url
    raise DownloadError(f"{option} {url!r} is not an address: give one starting with https:// or http:// "
                        "(or file:///path/to/a/file)")


def _get(url: str, timeout: float) -> tuple[bytes, str]:
    import io

    req = urllib.request.Request(url, headers={"User-Agent": "mtg-kb (judge rules KB)"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            buf = io.BytesIO()
            copy_stream(resp, buf, f"Downloading {urllib.parse.urlparse(url).path.rsplit('/', 1)[-1] or url}")
            return buf.getvalue(), resp.headers.get_content_type()
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise DownloadError(f"could not download {url}: {reason}. {_hint(url)}") from None


def find_txt_link(html: str, base: str) -> str | None:
    """The Comprehensive Rules .txt link on the rules page (absolute)."""
    links = [urllib.parse.urljoin(base, h) for h in _TXT_LINK.findall(html)]
    preferred = [u for u in links if "comprules" in u.lower().replace("%20", "")]
    return (preferred or links or [None])[0]


def fetch_current_cr(url: str | None = None, timeout: float = 30.0) -> tuple[Path, tempfile.TemporaryDirectory]:
    """Download the CR text; returns its path inside a temporary directory the caller cleans up."""
    url = check_url(url) if url else RULES_PAGE
    data, ctype = _get(url, timeout)
    if not (url.lower().endswith(".txt") or ctype == "text/plain"):
        link = find_txt_link(data.decode("utf-8", "replace"), url)
        if link is None:
            raise DownloadError(f"no link to a .txt file on {url}. {_hint(url)}")
        data, _ = _get(link, timeout)
        url = link
    tmp = tempfile.TemporaryDirectory(prefix="kb-download-")
    name = Path(urllib.parse.urlparse(url).path).name or "MagicCompRules.txt"
    path = Path(tmp.name) / urllib.parse.unquote(name)
    path.write_bytes(data)
    return path, tmp
