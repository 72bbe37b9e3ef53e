import type { Character } from '@/shared/adventure';

/** The eight heroes a child can play as (SPEC §3 Character), in the order the select screen shows them. */
export const characters = [
  { id: 'girl', name: 'Mina', emoji: '👧', icon: 'girl-light', description: 'A brave girl who loves maps and puzzles.' },
  { id: 'boy', name: 'Jun', emoji: '👦', icon: 'boy-light', description: 'A quick boy who never gives up.' },
  { id: 'cat', name: 'Nabi', emoji: '🐱', icon: 'cat-face', description: 'A clever cat with soft, quiet paws.' },
  { id: 'dog', name: 'Bori', emoji: '🐶', icon: 'dog-face', description: 'A happy dog who can sniff out anything.' },
  { id: 'fairy', name: 'Luna', emoji: '🧚', icon: 'person-fairy-light', description: 'A tiny fairy with sparkly wings.' },
  { id: 'wizard', name: 'Merlo', emoji: '🧙', icon: 'person-mage-light', description: 'A kind wizard who thinks before each step.' },
  { id: 'unicorn', name: 'Star', emoji: '🦄', icon: 'unicorn', description: 'A magic unicorn who follows rainbows.' },
  { id: 'robot', name: 'Beep', emoji: '🤖', icon: 'robot', description: 'A robot who does exactly what you tell it.' },
] as const satisfies readonly Character[];
