import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import LanguageIcon from "@mui/icons-material/Translate";
import { Button, Menu, MenuItem } from "@mui/material";
import { useId, useState } from "react";
import { useLocales, useLocaleState, useTranslate } from "react-admin";
import { useAnyUnsavedForm } from "../forms/UnsavedChanges.tsx";

/**
 * On a phone the switch is its icon (its name, the language, is still read out, and it still says
 * it opens a menu): the word and the arrow took the room of the page's title, the bar's h1
 * ("Narudžba 2…" without its number).
 */
const phoneShowsTheIcon = {
  "@media (max-width: 599.95px)": {
    minWidth: 0,
    fontSize: 0,
    "& .MuiButton-startIcon": { marginRight: 0 },
    "& .MuiButton-endIcon": { display: "none" },
  },
};

/**
 * The language menu (as react-admin's LocalesMenuButton, whose look it keeps), which asks first
 * when a form on the screen has unsaved changes: a change of language re-renders the whole app,
 * and the form's changes would otherwise go without a word. A "no" leaves both as they were.
 */
export function LanguageSwitch() {
  const translate = useTranslate();
  const anyUnsaved = useAnyUnsavedForm();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useId();
  const choose = (chosen: string) => {
    setAnchor(null);
    if (chosen === locale) return;
    if (anyUnsaved() && !window.confirm(translate("ra.message.unsaved_changes"))) return;
    setLocale(chosen);
  };
  return (
    <span>
      <Button
        color="inherit"
        sx={phoneShowsTheIcon}
        aria-controls={menu}
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name}
      </Button>
      <Menu id={menu} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
