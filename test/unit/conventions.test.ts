import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  isInterfaceType,
  isObjectType,
  isInputObjectType,
  printSchema,
  type GraphQLNamedType,
} from 'graphql';
import semver from 'semver';
import { PRINTED_SCHEMA_FILE, loadTypeDefs } from '../../src/graphql/schema';

/** The files the ecosystem expects of a project like this, and what keeps them true. */
const ROOT = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  version: string;
  license: string;
  engines: { node: string };
};

describe('conventions', () => {
  it('has the licence package.json names', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4}/);
  });

  it("checks in schema.graphql as the served schema's printout", () => {
    const served = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    expect(read(PRINTED_SCHEMA_FILE)).toBe(`${printSchema(served)}\n`);
  });

  describe('CHANGELOG.md', () => {
    const changelog = read('CHANGELOG.md');
    const versions = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)];

    it("follows Keep a Changelog: Unreleased first, then released versions newest first, package.json's among them", () => {
      expect(versions[0][1]).toBe('Unreleased');
      const released = versions.slice(1).map((m) => m[1]);
      for (const [i, match] of versions.slice(1).entries()) {
        expect(semver.valid(match[1])).toBe(match[1]);
        expect(match[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (i > 0) expect(semver.lt(match[1], released[i - 1])).toBe(true);
      }
      expect(released).toContain(pkg.version);
    });

    it('announces every deprecation the schema carries', () => {
      const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
      const deprecated = Object.values(schema.getTypeMap()).flatMap((type: GraphQLNamedType) => {
        if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return [];
        return Object.values(type.getFields())
          .filter((field) => field.deprecationReason)
          .map((field) => `${type.name}.${field.name}`);
      });
      expect(deprecated.length).toBeGreaterThan(0);
      const announced = changelog
        .split(/^### /m)
        .filter((section) => section.startsWith('Deprecated'))
        .join('\n');
      for (const name of deprecated) expect([name, announced.includes(`\`${name}\``)]).toEqual([name, true]);
    });
  });

  it('installs on every Node release package.json supports without an EBADENGINE warning', () => {
    // The lowest version of each supported major: what `npm install` compares engines with.
    const supported = pkg.engines.node.split('||').map((range) => semver.minVersion(range.trim())!.version);
    expect(supported).toEqual(['20.19.0', '22.13.0', '24.11.0']);
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!where || !node) return [];
      return supported
        .filter((version) => !semver.satisfies(version, node))
        .map((version) => `${where}@${entry.version} wants node ${node}, not ${version}`);
    });
    expect(refusing).toEqual([]);
  });
});
