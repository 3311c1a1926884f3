# common: Deutsch

common-back = Zurück
common-side = Seite { $side }
common-language = Sprache
common-language-follows-system = Wie das System ({ $language })
