"""A knowledge base of the Magic: The Gathering Comprehensive Rules for judges."""

__version__ = "0.1.0"
