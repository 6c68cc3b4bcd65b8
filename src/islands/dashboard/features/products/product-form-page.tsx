import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { productQuery, useProductMutations } from './api.ts';
import { ProductForm } from './product-form.tsx';
import { emptyProduct, fromProduct, toPayload } from './product-form-values.ts';
import { useCatalogT } from './use-catalog-t.ts';
import { BackLink } from '../../lib/back-link.tsx';
import { uploadEach } from './upload-each.ts';

/** /products/new: saves, then uploads the picked images one by one, then opens the product. */
export function NewProductPage() {
  const t = useCatalogT();
  const navigate = useNavigate();
  const { create, uploadImage } = useProductMutations();
  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/products" label={t('backToProducts')} />
      <PageHeader title={t('newProduct')} />
      <ProductForm
        initial={emptyProduct()}
        pending={create.isPending || uploadImage.isPending}
        error={create.error}
        submitLabel={t('saveProduct')}
        onSubmit={(values, images) =>
          create.mutate(toPayload(values), {
            onSuccess: async (product) => {
              await uploadEach(
                images,
                (file) => uploadImage.mutateAsync({ id: product.id, file }),
                t('imageUploadFailed'),
              );
              toast({ title: t('productSaved'), variant: 'success' });
              navigate(`/dashboard/products/${product.id}`);
            },
          })
        }
      />
    </div>
  );
}

/** /products/edit/{id}: the same form; lists given replace the stored variants and add-ons. */
export function EditProductPage() {
  const t = useCatalogT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useQuery(productQuery(id));
  const { update } = useProductMutations();
  if (product.isPending) return <InnerSpinner />;
  if (product.isError)
    return (
      <QueryErrorBlock error={product.error} onRetry={() => void product.refetch()} retrying={product.isFetching} />
    );
  return (
    <div className="space-y-4">
      <BackLink to={`/dashboard/products/${id}`} label={product.data.name} />
      <PageHeader title={t('editProduct')} />
      <ProductForm
        key={product.data.id}
        initial={fromProduct(product.data)}
        product={product.data}
        pending={update.isPending}
        error={update.error}
        submitLabel={t('saveChanges')}
        onSubmit={(values) =>
          update.mutate(
            { id, ...toPayload(values), ...(values.variants.length > 0 && { stock: undefined }) },
            {
              onSuccess: () => {
                toast({ title: t('productSaved'), variant: 'success' });
                navigate(`/dashboard/products/${id}`);
              },
            },
          )
        }
      />
    </div>
  );
}
