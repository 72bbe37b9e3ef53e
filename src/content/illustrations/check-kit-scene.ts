import type { Scene, PropLook } from '@/shared/scene';
import { animals } from './figures/animals';
import { people } from './figures/cast';
import { isPropId, propVariants } from './props';

function propProblem(look: PropLook): string | null {
  if (!isPropId(look.prop)) return `unknown prop "${look.prop}"`;
  if (look.variant !== undefined && !propVariants(look.prop).includes(look.variant)) {
    return `prop "${look.prop}" has no variant "${look.variant}"`;
  }
  return null;
}

/** What a kit scene names that the kit cannot draw: people, animals, props or variants. */
export function kitSceneProblems(scene: Scene): string[] {
  const problems: (string | null)[] = scene.items.map((item) => {
    if ('person' in item) {
      if (!Object.hasOwn(people, item.person)) return `unknown person "${item.person}"`;
      if (item.holdingAnimal && !Object.hasOwn(animals, item.holdingAnimal.animal))
        return `unknown animal "${item.holdingAnimal.animal}" in ${item.person}'s arms`;
      return [item.holding, item.holdingFar, item.tucked, item.wearing].map((look) => (look ? propProblem(look) : null)).find((p) => p !== null) ?? null;
    }
    if ('animal' in item) return Object.hasOwn(animals, item.animal) ? null : `unknown animal "${item.animal}"`;
    if ('prop' in item) return propProblem(item);
    return null;
  });
  return problems.filter((p): p is string => p !== null);
}
