import type { ArticlesService } from '../articles/articles.service';
import type { BuildsService } from '../builds/builds.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { CommentsService } from '../comments/comments.service';
import type { GuidesService } from '../guides/guides.service';
import type { NewsService } from '../news/news.service';
import type { User } from '../users/user.entity';
import { asNode } from '../../lib/node';

/** The services `node(id:)` asks, one per type that implements Node. */
export interface NodeSources {
  catalog: CatalogService;
  guides: GuidesService;
  articles: ArticlesService;
  news: NewsService;
  comments: CommentsService;
  builds: BuildsService;
}

/**
 * Finds an object by its id alone (global object identification): each type that implements Node
 * is asked at once (ids are UUIDs, so at most one answers), and the object is what that type's own
 * lookup gives the viewer: a saved build only when it is public or the viewer's.
 */
export class NodeService {
  constructor(private readonly sources: NodeSources) {}

  async find(viewer: User | null, id: string): Promise<object | null> {
    const { catalog, guides, articles, news, comments, builds } = this.sources;
    const found = await Promise.all([
      catalog.byId(id).then((v) => v && asNode(v, 'Component')),
      guides.byId(id).then((v) => v && asNode(v, 'BuildGuide')),
      articles.byId(id).then((v) => v && asNode(v, 'Article')),
      news.byIdOrSlug(id, null).then((v) => v && asNode(v, 'NewsItem')),
      comments.byId(id).then((v) => v && asNode(v, 'Comment')),
      builds.readable(viewer, id).then((v) => v && asNode(v, 'SavedBuild')),
    ]);
    return found.find((v) => v !== null) ?? null;
  }
}
