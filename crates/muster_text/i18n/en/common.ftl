# common: English

common-back = Back
common-side = Side { $side }
common-language = Language
common-language-follows-system = As the system ({ $language })
