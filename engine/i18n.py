"""French and English texts. Catalogues are flat JSON files: locale/<lang>/<domain>.json."""
import glob
import json
import os

from engine import paths

LANGS = ("fr", "en")
_catalogs = {}
_lang = "en"


def load_all():
    for lang in LANGS:
        merged = {}
        for path in sorted(glob.glob(os.path.join(paths.asset("locale", lang), "*.json"))):
            with open(path, encoding="utf-8") as f:
                merged.update(json.load(f))
        _catalogs[lang] = merged


def set_language(lang):
    global _lang
    if lang not in LANGS:
        raise ValueError(lang)
    if not _catalogs:
        load_all()
    _lang = lang


def language():
    return _lang


def has(key):
    if not _catalogs:
        load_all()
    return key in _catalogs.get(_lang, {})


def tr(key, **params):
    """The text for `key` in the current language, with {placeholders} filled in.
    A missing key shows itself (tests make sure none is missing). A placeholder's value may be
    a key itself (a seat's name), or a key with its own placeholders, [key, {params}] (a count
    of cards in words: "1 card", "3 cards", "no card", each language with its own grammar)."""
    if not _catalogs:
        load_all()
    text = _catalogs.get(_lang, {}).get(key)
    if text is None:
        text = _catalogs.get("en", {}).get(key, key)
    if params:
        try:
            params = {k: _value(v) for k, v in params.items()}
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def _value(v):
    if isinstance(v, str) and v in _catalogs.get(_lang, {}):
        return tr(v)
    if isinstance(v, (list, tuple)) and len(v) == 2 and isinstance(v[0], str) and \
            isinstance(v[1], dict):
        return tr(v[0], **v[1])
    return v


def catalog(lang):
    if not _catalogs:
        load_all()
    return _catalogs[lang]
