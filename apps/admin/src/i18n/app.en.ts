import type { AppMessages } from "./app.hr.ts";

/** The app's own texts in English (same keys as app.hr.ts). */
const appEn: AppMessages = {
  resources: {
    staff: {
      name: "Staff member |||| Staff",
      fields: {
        id: "No.",
        email: "E-mail",
        name: "Name",
        roles: "Roles",
        language: "Language",
        disabled: "Disabled",
        totpEnabled: "Two-step verification",
        invitationPending: "Invitation not accepted",
        lastLoginAt: "Last login",
        createdAt: "Added",
        q: "Search",
      },
    },
    audit: {
      name: "Audit entry |||| Audit log",
      fields: {
        id: "No.",
        at: "Time",
        staffId: "Staff member",
        staffEmail: "Staff member",
        address: "Address",
        action: "Action",
        entity: "Record type",
        entityId: "Record id",
        changes: "Changes",
        from: "From",
        to: "Until",
      },
    },
  },
  dukan: {
    app_title: "Dućan · back office",
    language: "Language",
    languages: { hr: "Croatian", en: "English" },
    roles: {
      admin: "Administrator",
      orders: "Orders",
      customers: "Customers",
      catalogue: "Catalogue",
      content: "Content",
    },
    home: {
      title: "Welcome, %{name}",
      roles: "Your roles: %{roles}.",
      intro: "The areas your roles allow are in the menu.",
      totp_off:
        "Two-step verification is off. Turn it on in your profile to keep your account safe.",
    },
    login: {
      title: "Back office login",
      intro: "For the shop's staff. Customers log in at the shop.",
      email: "E-mail",
      password: "Password",
      code: "Verification code",
      code_help:
        "The 6-digit code from your authenticator app, or one of your recovery codes (xxxx-xxxx).",
      second_factor: "Enter the code from your authenticator app.",
      submit: "Log in",
      back: "Log in with another account",
      failed: "Login failed.",
    },
    invitation: {
      title: "Set your password",
      intro: "You have been invited to the Dućan back office. Choose a password for your account.",
      password: "New password",
      password_again: "Repeat the password",
      password_help:
        "At least %{smart_count} character; a longer password is safer. |||| At least %{smart_count} characters; a longer password is safer.",
      mismatch: "The passwords do not match.",
      submit: "Save password",
      done: "Your password is set. You can log in now.",
      to_login: "To the login",
      no_token: "The link is incomplete. Open it again from the invitation mail.",
    },
    totp: {
      title: "Two-step verification",
      required: "Your role requires two-step verification. Turn it on before you go on.",
      intro:
        "Besides your password you will enter a code from an authenticator app on your phone (e.g. Aegis, FreeOTP, Google Authenticator or Microsoft Authenticator) when you log in.",
      start: "Turn on two-step verification",
      scan: "1. Scan the QR code with your authenticator app.",
      qr_alt: "QR code that adds the account to an authenticator app",
      manual: "Cannot scan it? Enter this key by hand:",
      secret: "Secret key",
      enter_code: "2. Enter the code the app shows.",
      code: "Code from the app",
      confirm: "Confirm code",
      recovery_title: "Recovery codes",
      recovery_intro:
        "If you lose your phone, log in with one of these codes instead of a code from the app. Each works once. Keep them somewhere safe: they are shown only now.",
      saved: "I have saved the codes somewhere safe",
      continue: "Continue",
      enabled: "Two-step verification is on.",
      disabled: "Two-step verification is off.",
      turn_off: "Turn off two-step verification",
      turn_off_help: "To turn it off, enter the current code from your app.",
      turned_off: "Two-step verification is off.",
      admin_keeps: "Administrators must keep two-step verification on.",
    },
    profile: {
      title: "My profile",
      account: "Account",
      password_title: "Change password",
      current_password: "Current password",
      new_password: "New password",
      new_password_again: "Repeat the new password",
      change_password: "Change password",
      password_changed: "Your password is changed. Logins on other devices have ended.",
    },
    staff: {
      invite: "Invite a staff member",
      invite_title: "Invite a staff member",
      invite_help:
        "They get a mail with a link to set their password, valid for 7 days. You can give only roles you hold yourself.",
      invited: "The invitation went to %{email}.",
      roles_count: "%{smart_count} role |||| %{smart_count} roles",
      yes: "yes",
      no: "no",
    },
    audit: {
      before: "Before",
      after: "After",
      changes_count: "%{smart_count} change |||| %{smart_count} changes",
      no_changes: "no field changes",
      empty_value: "—",
    },
  },
};

export default appEn;
