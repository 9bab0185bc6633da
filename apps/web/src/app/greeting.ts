/**
 * "Signed in" said once by the app after the signed-out login screen handed over to it (the
 * login screen has no toasts of its own; the app's come with it).
 */
let pending = false;

export function greetAfterBoot(): void {
  pending = true;
}

/** True once after `greetAfterBoot`. */
export function takeGreeting(): boolean {
  const was = pending;
  pending = false;
  return was;
}
