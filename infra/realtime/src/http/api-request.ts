/** A signed, verified API request as a route sees it. */
export interface ApiRequest {
  query: URLSearchParams;
  body: string;
  /** The channel named in the path, decoded. */
  channelName?: string;
}
