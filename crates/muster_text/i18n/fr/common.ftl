# common: Français

common-back = Retour
common-side = Camp { $side }
common-language = Langue
common-language-follows-system = Comme le système ({ $language })
