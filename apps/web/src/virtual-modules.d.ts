declare module 'virtual:guest-messages' {
  import type { Locale } from '@staffhub/domain';
  import type { MessageTree } from './i18n/guestKeys';

  /** Each language's messages for the signed-out login screen (build/guestMessages.ts). */
  const messages: Record<Locale, MessageTree>;
  export default messages;
}
