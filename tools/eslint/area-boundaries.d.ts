import type { Rule } from 'eslint';

export declare const API_AREAS: readonly string[];
export declare const areaBoundaries: Rule.RuleModule;
