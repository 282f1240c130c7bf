import { parseArgs } from 'node:util';

/** A `--name value` option; a number fallback makes it a whole-number option. */
export interface OptionSpec<T extends number | string = number | string> {
  name: string;
  fallback: T;
  help: string;
}

type Values<S extends readonly OptionSpec[]> = { [K in S[number] as K['name']]: K['fallback'] extends number ? number : string };

/** Usage text: the first line says what the command needs, then one line per option. */
export function usageText(usage: string, specs: readonly OptionSpec[]): string {
  return [usage, '', ...specs.map((spec) => `  --${spec.name.padEnd(14)} ${spec.help} (default ${spec.fallback})`)].join('\n');
}

/**
 * Reads the options of a benchmark command. A wrong value stops the run before anything starts;
 * `--help` prints the usage and exits.
 */
export function readOptions<const S extends readonly OptionSpec[]>(usage: string, specs: S, argv: readonly string[] = process.argv.slice(2)): Values<S> {
  const { values: parsed } = parseArgs({
    args: [...argv],
    options: { help: { type: 'boolean' }, ...Object.fromEntries(specs.map((spec) => [spec.name, { type: 'string' as const }])) },
    strict: true,
  });
  const values = parsed as Record<string, string | boolean | undefined>;
  if (values.help) {
    console.log(usageText(usage, specs));
    process.exit(0);
  }
  const read = (spec: OptionSpec): number | string => {
    const text = values[spec.name];
    if (typeof text !== 'string') return spec.fallback;
    if (typeof spec.fallback === 'string') return text;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${spec.name} must be a whole number, got "${text}"`);
    return value;
  };
  return Object.fromEntries(specs.map((spec) => [spec.name, read(spec)])) as Values<S>;
}
