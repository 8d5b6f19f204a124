// Every visitor field in one import (the training page takes its phone field from here). The sign-up,
// log-in and reset pages import the modules themselves: through this file the phone field's code would
// join their first load, when it should wait for the phone channel (see phone-channel.ts).
export { AccountFields } from './account-fields';
export { VisitorCaptchaField, VisitorCodeField, VisitorPasswordField } from './credential-fields';
export { VisitorPhoneField } from './visitor-phone-field';
