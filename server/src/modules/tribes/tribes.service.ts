import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { UploadedFile } from '../../plugins/multipart';
import { createTribesRepository } from './tribes.repository';
import type {
  Invitation,
  InvitationCreateBody,
  InvitationPreview,
  JoinBody,
  LogEntry,
  MemberListQuery,
  MyMembership,
  PageQuery,
  PromoteBody,
  ReasonBody,
  SubmissionListQuery,
  TribeCreateBody,
  TribeDetail,
  TribeFeedItem,
  TribeMember,
  TribeSubmission,
  TribeSummary,
  TribeListQuery,
  TribeUpdateBody,
} from './tribes.schemas';

export interface TribeImages {
  avatar: UploadedFile | null;
  cover: UploadedFile | null;
}
type Page<T> = Promise<{ count: number; results: T[] }>;
const notYet = (): never => {
  throw new AppError(501, 'not_implemented', 'Em construção.');
};

export function createTribesService(db: Db, _opts: { mediaDir: string } = { mediaDir: '' }) {
  const repo = createTribesRepository(db);
  return {
    async invitationValid(token: string): Promise<boolean> {
      return Boolean(await repo.findValidInvitation(token));
    },
    async redeemInvitation(token: string, userId: number): Promise<void> {
      await repo.recordRedemption(token, userId);
    },
    list: async (_u: AuthUser | null, _q: TribeListQuery): Page<TribeSummary> => notYet(),
    create: async (_u: AuthUser, _b: TribeCreateBody, _i: TribeImages): Promise<TribeDetail> => notYet(),
    get: async (_u: AuthUser | null, _s: string): Promise<TribeDetail> => notYet(),
    update: async (_u: AuthUser, _s: string, _b: TribeUpdateBody, _i: TribeImages): Promise<TribeDetail> => notYet(),
    remove: async (_u: AuthUser, _s: string): Promise<void> => notYet(),
    join: async (_u: AuthUser, _s: string, _b: JoinBody): Promise<{ membership: MyMembership; member_count: number }> =>
      notYet(),
    leave: async (_u: AuthUser, _s: string): Promise<void> => notYet(),
    members: async (_u: AuthUser | null, _s: string, _q: MemberListQuery): Page<TribeMember> => notYet(),
    approveMember: async (_u: AuthUser, _s: string, _t: number): Promise<TribeMember> => notYet(),
    rejectMember: async (_u: AuthUser, _s: string, _t: number, _b: ReasonBody): Promise<TribeMember> => notYet(),
    banMember: async (_u: AuthUser, _s: string, _t: number, _b: ReasonBody): Promise<TribeMember> => notYet(),
    unbanMember: async (_u: AuthUser, _s: string, _t: number): Promise<TribeMember> => notYet(),
    promoteMember: async (_u: AuthUser, _s: string, _t: number, _b: PromoteBody): Promise<TribeMember> => notYet(),
    demoteMember: async (_u: AuthUser, _s: string, _t: number): Promise<TribeMember> => notYet(),
    removeMember: async (_u: AuthUser, _s: string, _t: number): Promise<void> => notYet(),
    invitations: async (_u: AuthUser, _s: string): Promise<Invitation[]> => notYet(),
    createInvitation: async (_u: AuthUser, _s: string, _b: InvitationCreateBody): Promise<Invitation> => notYet(),
    revokeInvitation: async (_u: AuthUser, _s: string, _t: string): Promise<void> => notYet(),
    previewInvitation: async (_t: string): Promise<InvitationPreview> => notYet(),
    acceptInvitation: async (_u: AuthUser, _t: string): Promise<TribeDetail> => notYet(),
    feed: async (_u: AuthUser | null, _s: string, _q: PageQuery): Page<TribeFeedItem> => notYet(),
    submitAd: async (_u: AuthUser, _s: string, _a: string): Promise<TribeSubmission> => notYet(),
    submissions: async (_u: AuthUser, _s: string, _q: SubmissionListQuery): Page<TribeSubmission> => notYet(),
    reviewAd: async (
      _u: AuthUser,
      _s: string,
      _a: string,
      _d: 'approve' | 'reject',
      _r?: string,
    ): Promise<TribeSubmission> => notYet(),
    pinAd: async (_u: AuthUser, _s: string, _a: string, _on: boolean): Promise<TribeSubmission> => notYet(),
    removeAd: async (_u: AuthUser, _s: string, _a: string, _r?: string): Promise<TribeSubmission> => notYet(),
    log: async (_u: AuthUser, _s: string, _q: PageQuery): Page<LogEntry> => notYet(),
  };
}
export type TribesService = ReturnType<typeof createTribesService>;
