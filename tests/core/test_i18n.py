"""The engine's translation hook: English without a translator, the translator's words with one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.core import i18n


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en", None)


@pytest.mark.no_compiled_code
def test_without_a_translator_the_source_text_comes_back_with_its_count() -> None:
    assert i18n.translate("Ctx", "Touch") == "Touch"
    assert i18n.translate("Ctx", "%n touch(es)", n=3) == "3 touch(es)"


@pytest.mark.no_compiled_code
def test_an_installed_translator_is_asked_with_context_and_count() -> None:
    asked: list[tuple[str, str, int]] = []

    def fake(context: str, text: str, disambiguation: str | None, n: int) -> str:
        asked.append((context, text, n))
        return "Touche"

    i18n.set_language("fr", fake)
    assert i18n.translate("Ctx", "Touch", n=1) == "Touche"
    assert asked == [("Ctx", "Touch", 1)]
    assert i18n.language() == "fr"


@pytest.mark.no_compiled_code
def test_a_language_salle_does_not_speak_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'pt'"):
        i18n.set_language("pt", None)
    assert i18n.language() == "en"
