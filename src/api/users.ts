import { userUpdated } from '../session/authSlice';
import {
  usersGeneratedApi,
  type GetMeApiResponse,
  type UpdateMeApiArg,
  type UpdateMeApiResponse,
} from './generated/users.gen';

type UpdateMeFields = UpdateMeApiArg['updateMeBody'];

/** Multipart body for PUT /api/v1/users/me/ with a photo: null/undefined fields are left out. */
export function updateMeFormData(fields: UpdateMeFields, avatar: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || key === 'avatar') continue;
    // Booleans travel as "true"/"false", like every other scalar as text.
    form.append(key, String(value));
  }
  form.append('avatar', avatar);
  return form;
}

/** The signed-in user changed on the server: the stored user follows (spec section 4). */
async function keepStoredUser(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: UpdateMeApiResponse }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(userUpdated(data));
  } catch {
    // The caller shows the failure; the stored user stays as it was.
  }
}

/**
 * Users endpoints as features use them. The token calls are mutations nobody caches; updates of
 * the signed-in user refresh the stored user; a photo goes as multipart (spec section 7).
 */
export const usersApi = usersGeneratedApi
  .enhanceEndpoints({
    endpoints: {
      getMe: { keepUnusedDataFor: 0 },
      createToken: { invalidatesTags: [] },
      refreshToken: { invalidatesTags: [] },
      revokeToken: { invalidatesTags: [] },
      resetPassword: { invalidatesTags: [] },
      confirmPasswordReset: { invalidatesTags: [] },
      updateMe: { onQueryStarted: keepStoredUser },
      // A deleted account has nothing to refetch (a refetch would only meet a 401 on the way out).
      deleteMe: { invalidatesTags: [] },
      updatePassword: { invalidatesTags: [] },
      // A download on demand: never refetched behind the user's back when the profile changes.
      exportMe: { providesTags: [], keepUnusedDataFor: 0 },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** PUT /api/v1/users/me/ as multipart, for when a new photo goes with the fields. */
      updateMeWithAvatar: build.mutation<UpdateMeApiResponse, { fields: UpdateMeFields; avatar: Blob }>({
        query: ({ fields, avatar }) => ({
          url: '/api/v1/users/me/',
          method: 'PUT',
          body: updateMeFormData(fields, avatar),
        }),
        invalidatesTags: ['users'],
        onQueryStarted: keepStoredUser,
      }),
    }),
  });

export const {
  useGetMeQuery,
  useUpdateMeMutation,
  useUpdateMeWithAvatarMutation,
  useGetProfileQuery,
  useResetPasswordMutation,
  useConfirmPasswordResetMutation,
  useUpdatePasswordMutation,
  useDeleteMeMutation,
  useLazyExportMeQuery,
} = usersApi;

export type CurrentUser = GetMeApiResponse;
export type {
  GetProfileApiResponse as PublicProfile,
  RegisterUserApiArg,
  UpdateMeApiResponse,
} from './generated/users.gen';
