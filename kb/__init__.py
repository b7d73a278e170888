"""A knowledge base of the Magic: The Gathering Comprehensive Rules for judges."""
import os as _os

__version__ = "0.1.0"

# numpy's BLAS gets one thread.  Only the optional semantic search (kb.semantic) computes with
# numpy, on small matrices; sqlite-utils imports numpy whenever it is installed, before that
# module could say so, and with a thread per core the products of a server's search threads
# spun against each other (20 ms encodings took up to 700 ms on a busy two-core machine).
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
_os.environ.setdefault("OMP_NUM_THREADS", "1")
