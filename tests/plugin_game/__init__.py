"""A game that exists only for the tests: it proves a new game plugs in through the registries
alone (one engine package, one registry line) and passes the conformance suite."""
