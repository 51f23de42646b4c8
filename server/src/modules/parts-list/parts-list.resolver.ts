import { Args, ArgsType, Ctx, Field, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { readPartsListRequest } from './parts-list.input';
import { PartsListParse, toPartsListParse } from './parts-list.types';

@ArgsType()
class ParsePartsListArgs {
  @Field({ description: 'The pasted list: at most 200 lines and 20 KB' }) text: string;
}

@Resolver()
export class PartsListResolver {
  @Query(() => PartsListParse, {
    nullable: true,
    description:
      'Reads a pasted parts list (PCPartPicker\'s Markdown, Reddit or text export, "Type: Name $price" lines, our exports) and matches each line to the catalog',
  })
  async parsePartsList(@Args() args: ParsePartsListArgs, @Ctx() ctx: GraphQLContext): Promise<PartsListParse> {
    const { text } = readPartsListRequest({ text: args.text });
    return toPartsListParse(await ctx.services.partsList.parse(text));
  }
}
