// Members of a presence channel are users, not sockets: one user with two tabs open is one member,
// added with their first socket and removed with their last.
export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}

export interface PresenceSnapshot {
  presence: { ids: string[]; hash: Record<string, unknown>; count: number };
}

interface MemberEntry {
  member: PresenceMember;
  socketIds: Set<string>;
}

export class PresenceMembers {
  private readonly byUser = new Map<string, MemberEntry>();
  private readonly userBySocket = new Map<string, string>();

  get count(): number {
    return this.byUser.size;
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  userOf(socketId: string): string | undefined {
    return this.userBySocket.get(socketId);
  }

  /** Returns true when the user was not a member before this socket joined. */
  add(socketId: string, member: PresenceMember): boolean {
    this.userBySocket.set(socketId, member.userId);
    const entry = this.byUser.get(member.userId);
    if (entry) {
      entry.socketIds.add(socketId);
      entry.member = member;
      return false;
    }
    this.byUser.set(member.userId, { member, socketIds: new Set([socketId]) });
    return true;
  }

  /** Returns the member when this socket was the user's last one in the channel. */
  remove(socketId: string): PresenceMember | undefined {
    const userId = this.userBySocket.get(socketId);
    if (userId === undefined) return undefined;
    this.userBySocket.delete(socketId);
    const entry = this.byUser.get(userId);
    if (!entry) return undefined;
    entry.socketIds.delete(socketId);
    if (entry.socketIds.size > 0) return undefined;
    this.byUser.delete(userId);
    return entry.member;
  }

  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  snapshot(): PresenceSnapshot {
    const hash: Record<string, unknown> = {};
    for (const [userId, entry] of this.byUser) hash[userId] = entry.member.userInfo ?? null;
    return { presence: { ids: this.userIds(), hash, count: this.count } };
  }
}
