import 'react';

// Invoker commands (a button that opens or closes a dialog without script: Chrome 135, Firefox 144,
// Safari 26.2). @types/react does not list them yet; React passes the lowercase names through as written.
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
    commandfor?: string;
  }
}
