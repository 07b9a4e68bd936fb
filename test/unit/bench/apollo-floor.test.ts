import {
  buildASTSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { floorTypeDefs } from '../../../bench/apollo-floor';
import { FLOOR_SCENARIOS, scenarioById } from '../../../bench/scenarios';
import { loadTypeDefs } from '../../../src/graphql/schema';

/**
 * The Apollo floor (bench/apollo-floor.ts) must execute S0-S2 on the same field types as
 * rigbase, or it would serialise (and cost) something else: its schema is a subset of
 * rigbase's, field by field, argument by argument, enum value by enum value.
 */
describe('the Apollo floor schema', () => {
  const floor = buildASTSchema(parse(floorTypeDefs()));
  const rigbase = buildASTSchema(parse(loadTypeDefs()));

  const fieldsOf = (
    schema: GraphQLSchema,
    typeName: string,
  ): Record<string, GraphQLField<unknown, unknown>> => {
    const type = schema.getType(typeName);
    return isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
  };
  const argsOf = (field: GraphQLField<unknown, unknown>) =>
    field.args.map((a) => `${a.name}: ${String(a.type)}`);
  const ownTypes = (schema: GraphQLSchema) =>
    Object.keys(schema.getTypeMap()).filter((n) => !n.startsWith('__'));

  it.each(FLOOR_SCENARIOS)('validates %s, a scenario it runs', (id) => {
    expect(validate(floor, parse(scenarioById(id).query))).toEqual([]);
  });

  it('gives every field the type rigbase gives it, and arguments rigbase takes', () => {
    const fields = ownTypes(floor).flatMap((type) =>
      Object.values(fieldsOf(floor, type)).map((field) => ({ type, field })),
    );
    expect(fields.length).toBeGreaterThan(40);
    for (const { type, field } of fields) {
      const real = fieldsOf(rigbase, type)[field.name];
      const at = `${type}.${field.name}`;
      expect({ at, returns: String(real?.type) }).toEqual({ at, returns: String(field.type) });
      // The scenarios' arguments only (gpus has filters and cursors the floor leaves out).
      expect(argsOf(real)).toEqual(expect.arrayContaining(argsOf(field)));
    }
  });

  it("takes rigbase's input fields with rigbase's types and defaults", () => {
    const inputs = ownTypes(floor).filter((name) => isInputObjectType(floor.getType(name)));
    expect(inputs).toContain('GpuFilter');
    const fieldsIn = (schema: GraphQLSchema, name: string) => {
      const type = schema.getType(name);
      return isInputObjectType(type) ? type.getFields() : {};
    };
    for (const name of inputs) {
      const real = fieldsIn(rigbase, name);
      for (const field of Object.values(fieldsIn(floor, name))) {
        const at = `${name}.${field.name}`;
        expect({ at, type: String(field.type), default: field.defaultValue }).toEqual({
          at,
          type: String(real[field.name]?.type),
          default: real[field.name]?.defaultValue,
        });
      }
    }
  });

  it('holds rigbase enum values exactly', () => {
    const enums = ownTypes(floor).filter((name) => isEnumType(floor.getType(name)));
    expect(enums).toContain('CloudProvider');
    for (const name of enums) {
      const values = (schema: GraphQLSchema) => {
        const type = schema.getType(name);
        return isEnumType(type) ? type.getValues().map((v) => v.name) : [];
      };
      expect(values(floor)).toEqual(values(rigbase));
    }
  });
});
