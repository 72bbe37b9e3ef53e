import type { Scene, PropLook } from '@/pictures/vocabulary/scene';
import { knownBackground } from './backgrounds';
import { animalLook } from './figures/animals';
import { personLook } from './figures/cast';
import { isPropId, propVariants } from './props';
import { inBook } from './registry';

function propProblem(look: PropLook): string | null {
  if (!isPropId(look.prop)) return `unknown prop "${look.prop}"`;
  if (look.variant !== undefined && !propVariants(look.prop).includes(look.variant)) {
    return `prop "${look.prop}" has no variant "${look.variant}"`;
  }
  return null;
}

/** What a scene names that the engine cannot draw: a background, people, animals, props or variants no book registered. */
export function sceneProblems(scene: Scene): string[] {
  return inBook(scene.book, () => problemsInBook(scene));
}

function problemsInBook(scene: Scene): string[] {
  const unknownPlace = knownBackground(scene.background) ? null : `unknown background "${scene.background}"`;
  const problems: (string | null)[] = [
    unknownPlace,
    ...scene.items.map((item) => {
      if ('person' in item) {
        if (!personLook(item.person)) return `unknown person "${item.person}"`;
        if (item.holdingAnimal && !animalLook(item.holdingAnimal.animal)) return `unknown animal "${item.holdingAnimal.animal}" in ${item.person}'s arms`;
        const pulled = item.ropeTo?.part;
        if (pulled && !scene.items.some((other) => 'prop' in other && other.part === pulled))
          return `${item.person} pulls a rope to "${pulled}", which no prop in the scene is`;
        return [item.holding, item.holdingFar, item.tucked, item.wearing].map((look) => (look ? propProblem(look) : null)).find((p) => p !== null) ?? null;
      }
      if ('animal' in item) return animalLook(item.animal) ? null : `unknown animal "${item.animal}"`;
      if ('prop' in item) return propProblem(item);
      return null;
    }),
  ];
  return problems.filter((p): p is string => p !== null);
}
