"""Parsers: rules documents in, plain records out. No database access here."""
