import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { MIN_PASSWORD_LENGTH } from "./passwords";

const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/**
 * Why a new staff password is refused, or undefined when it is acceptable: at least
 * MIN_PASSWORD_LENGTH characters, and a zxcvbn score of 3 or more (common passwords, words, names,
 * dates, keyboard runs and repeats score low). Works offline: the dictionaries ship in the packages.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  const result = zxcvbn().check(password, userInputs);
  if (result.score >= MIN_SCORE) return undefined;
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
  return `This password is too easy to guess${why ? `: ${why}` : "."}`;
}
