"""Fetch the current CR text from the official rules page."""
from __future__ import annotations

import re
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

__all__ = ["RULES_PAGE", "DownloadError", "fetch_current_cr", "find_txt_link", "copy_stream"]

RULES_PAGE = "https://magic.wizards.com/en/rules"
_TXT_LINK = re.compile(r"""href\s*=\s*["']([^"']+?\.txt)["']""", re.IGNORECASE)


class DownloadError(RuntimeError):
    pass


def _hint(url: str) -> str:
    return (f"Offline? Download the TXT version of the Comprehensive Rules from {RULES_PAGE} "
            "yourself and run: kb ingest PATH/TO/MagicCompRules.txt")


def copy_stream(resp, out, label: str) -> int:
    """Copy an HTTP response into a file object, with a progress bar on a terminal; the bytes."""
    from . import progress

    length = resp.headers.get("Content-Length") if getattr(resp, "headers", None) else None
    total = int(length) if length and length.isdigit() else None
    done = 0
    with progress.task(label, total=total, unit="bytes") as bar:
        while chunk := resp.read(1 << 20):
            out.write(chunk)
            done += len(chunk)
            bar.advance(len(chunk))
    return done


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
    url = url or RULES_PAGE
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
