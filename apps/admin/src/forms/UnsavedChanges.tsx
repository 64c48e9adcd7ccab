import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from "react";
import { type Control, useFormState } from "react-hook-form";
import { WarnWhenUnsavedChanges } from "react-admin";

interface UnsavedForms {
  /** A form says whether it has changes not saved yet (false when it goes). */
  report: (form: string, unsaved: boolean) => void;
  /** Whether any form on the screen has changes not saved yet. */
  any: () => boolean;
}

const UnsavedFormsContext = createContext<UnsavedForms>({ report: () => {}, any: () => false });

/** The forms of the screen that have unsaved changes, for what would discard them (the language switch). */
export function UnsavedFormsProvider({ children }: { children: ReactNode }) {
  const unsaved = useRef(new Set<string>());
  const value = useMemo<UnsavedForms>(
    () => ({
      report: (form, isUnsaved) => {
        if (isUnsaved) unsaved.current.add(form);
        else unsaved.current.delete(form);
      },
      any: () => unsaved.current.size > 0,
    }),
    [],
  );
  return <UnsavedFormsContext.Provider value={value}>{children}</UnsavedFormsContext.Provider>;
}

/** Whether any form on the screen has changes not saved yet (asked when something would discard them). */
export function useAnyUnsavedForm(): () => boolean {
  return useContext(UnsavedFormsContext).any;
}

/**
 * A form's guard for its unsaved changes, given to react-admin's forms as their
 * `WarnWhenUnsavedChangesComponent` (with `warnWhenUnsavedChanges`): react-admin's own warning
 * before leaving the screen or closing the tab, and the form's state told to the language switch,
 * which re-renders the whole app and would otherwise discard it without a word.
 */
export function GuardUnsavedChanges(props: {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}) {
  const { report } = useContext(UnsavedFormsContext);
  const { dirtyFields, isSubmitSuccessful } = useFormState({ control: props.formControl });
  const unsaved =
    (props.enable ?? true) && Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  const form = useId();
  useEffect(() => {
    report(form, unsaved);
    return () => report(form, false);
  }, [report, form, unsaved]);
  return (
    <WarnWhenUnsavedChanges
      enable={props.enable}
      formRootPathName={props.formRootPathName}
      formControl={props.formControl}
    />
  );
}

/** The props that give a react-admin form the guard above. */
export const guardedForm = {
  warnWhenUnsavedChanges: true,
  WarnWhenUnsavedChangesComponent: GuardUnsavedChanges,
} as const;
