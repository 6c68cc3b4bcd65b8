// The face's types, in a file of their own so the module's files and its face share them without
// importing the face.

export type KnowledgeHit = {
  passageId: string;
  sourceId: string;
  sourceTitle: string;
  sourceKind: 'pdf' | 'url' | 'qa';
  location: string | null;
  text: string;
  score: number;
};

export type PhrasingEndpoint = { url: string; model: string; apiKey: string };
